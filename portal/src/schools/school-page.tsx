import { canEditSchool, type School, schoolBoardPath, schoolPageHead } from '@oabat/core'
import { Button, Card } from '@oabat/ui'
import { lazy, Suspense, useState } from 'react'
import { Link } from 'wouter'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { sitePagePath } from '../business-sites/site-text.ts'
import { Paragraphs } from '../components/content-blocks.tsx'
import { EventResults } from '../components/event-results.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { ResponsivePicture } from '../media/responsive-picture.tsx'
import { useSchool } from './use-school.ts'
import './school-pages.css'

// Only the school's own users edit: the form and its uploads load when they open it.
const SchoolProfileEditor = lazy(() =>
  import('./school-profile-editor.tsx').then((m) => ({ default: m.SchoolProfileEditor })),
)

/** SPEC §2 /schule/{slug}: the public school profile (server-rendered, docs/ssr.md). */
export function SchoolPage({ slug }: { slug: string }) {
  const { school, error, missing, mutate } = useSchool(slug)
  if (missing) return <ErrorPage status={404} message="Diese Schule gibt es nicht." />
  if (error) return <LoadError subject="Die Schule" error={error} onRetry={() => mutate()} />
  if (!school) return <Skeleton lines={8} label="Schule wird geladen …" />
  return <SchoolProfile school={school} onSaved={(saved) => void mutate({ data: saved }, { revalidate: false })} />
}

function SchoolProfile({ school, onSaved }: { school: School; onSaved: (school: School) => void }) {
  usePageHead(schoolPageHead('profile', school))
  const { user } = useAuth()
  const own = canEditSchool(user, school.slug)
  const [editing, setEditing] = useState(false)
  return (
    <div className="school-page">
      <header className="school-page__header">
        {school.logo && (
          <ResponsivePicture
            image={school.logo}
            size="small"
            alt={`Logo von ${school.name}`}
            className="school-page__logo"
            eager
          />
        )}
        <div>
          <p className="school-page__eyebrow">{school.type}</p>
          <h1 className="school-page__title">{school.name}</h1>
          <p className="school-page__city">{school.city}</p>
        </div>
        {own && !editing && (
          <Button design="primary" onClick={() => setEditing(true)}>
            Profil bearbeiten
          </Button>
        )}
      </header>
      {own && editing && (
        <Suspense fallback={<Skeleton lines={6} label="Bearbeitung wird geladen …" />}>
          <SchoolProfileEditor school={school} onSaved={onSaved} onClose={() => setEditing(false)} />
        </Suspense>
      )}
      {school.main_image && (
        <ResponsivePicture
          image={school.main_image}
          size="large"
          alt={`Bild von ${school.name}`}
          className="school-page__main-image"
          eager
        />
      )}
      <Card as="section" aria-labelledby="school-about-title">
        <h2 id="school-about-title">Über uns</h2>
        {school.about_us ? (
          <Paragraphs text={school.about_us} />
        ) : (
          <p className="result-empty">{school.name} hat sich hier noch nicht vorgestellt.</p>
        )}
      </Card>
      {school.video_id !== null && <SchoolVideo videoId={school.video_id} name={school.name} />}
      {school.gallery_images.length > 0 && (
        <section aria-labelledby="school-gallery-title">
          <h2 id="school-gallery-title">Galerie</h2>
          <ul className="school-page__gallery">
            {school.gallery_images.map((image, index) => (
              <li key={image.id}>
                <ResponsivePicture image={image} size="medium" alt={`Bild ${index + 1} von ${school.name}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SchoolEvents school={school} />
      <SchoolNetwork school={school} />
      <p>
        <Link href={schoolBoardPath(school.slug)}>Zum Schwarzen Brett von {school.name}</Link>
      </p>
    </div>
  )
}

function SchoolVideo({ videoId, name }: { videoId: number; name: string }) {
  const { data } = useApi('video', { params: { videoId } })
  // A video that cannot be loaded is left out: the rest of the profile stands on its own.
  const video = data?.data
  if (!video?.url) return null
  return (
    <Card as="section" aria-labelledby="school-video-title">
      <h2 id="school-video-title">{video.title || `Video von ${name}`}</h2>
      {/* biome-ignore lint/a11y/useMediaCaption: school videos are uploaded without captions */}
      <video className="video-player" controls preload="metadata" src={`${API_BASE}${video.url}`} />
    </Card>
  )
}

/** The school's channel and its upcoming events (GET /api/events with the channel). */
function SchoolEvents({ school }: { school: School }) {
  const channel = school.channel?.slug ?? null
  const { data, error, mutate } = useApi('events', channel ? { query: { channel } } : null)
  return (
    <section aria-labelledby="school-events-title">
      <h2 id="school-events-title">Events</h2>
      {!channel && <p className="result-empty">{school.name} gehört noch zu keinem Kanal einer Region.</p>}
      {error && <LoadError subject="Die Events" plural error={error} onRetry={() => mutate()} />}
      {channel && !data && !error && <Skeleton lines={2} label="Events werden geladen …" />}
      {data && data.data.length === 0 && (
        <p className="result-empty" role="status">
          Gerade sind keine Events im Kanal von {school.name} geplant.
        </p>
      )}
      {data && data.data.length > 0 && <EventResults events={data.data} />}
    </section>
  )
}

/** SPEC §3 business_sites_in_network: the companies in the school's network. */
function SchoolNetwork({ school }: { school: School }) {
  const sites = school.business_sites_in_network
  return (
    <section aria-labelledby="school-network-title">
      <h2 id="school-network-title">Partnerbetriebe</h2>
      {sites.length === 0 ? (
        <p className="result-empty">Noch keine Betriebe im Netzwerk von {school.name}.</p>
      ) : (
        <ul className="school-page__network">
          {sites.map((site) => (
            <li key={site.id}>
              <Link href={sitePagePath(site.business_slug, site.slug)}>
                {site.name === site.business_name ? site.name : `${site.business_name} – ${site.name}`}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
