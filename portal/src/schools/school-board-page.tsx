import { canEditSchool, excerpt, type School, schoolBoardCalls, schoolPageHead, schoolProfilePath } from '@oabat/core'
import { Card, Notice } from '@oabat/ui'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { useApi } from '../api/use-api.ts'
import { useAuth } from '../auth/use-auth.ts'
import { EventResults } from '../components/event-results.tsx'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { PostCard } from '../components/post-card.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { ErrorPage } from '../errors/error-page.tsx'
import { usePageHead } from '../head/use-page-head.ts'
import { useBulletinBoardUnlocked } from './use-bulletin-board-unlocked.ts'
import { useSchool } from './use-school.ts'
import './school-pages.css'

// The invitation link's QR code is only for the school's own users: it loads with their card.
const SchoolInvitationCard = lazy(() =>
  import('./school-invitation-card.tsx').then((m) => ({ default: m.SchoolInvitationCard })),
)

/** SPEC §2 /schule/{slug}/schwarzes-brett and /minibat: the school's bulletin board (only the tab Alles). */
export function SchoolBoardPage({ slug }: { slug: string }) {
  const { school, error, missing, mutate } = useSchool(slug)
  if (missing) return <ErrorPage status={404} message="Diese Schule gibt es nicht." />
  if (error) return <LoadError subject="Das Schwarze Brett" error={error} onRetry={() => mutate()} />
  if (!school) return <Skeleton lines={8} label="Schwarzes Brett wird geladen …" />
  return <SchoolBoard school={school} onUnlocked={() => void mutate()} />
}

function SchoolBoard({ school, onUnlocked }: { school: School; onUnlocked: () => void }) {
  usePageHead(schoolPageHead('board', school))
  const { user } = useAuth()
  const own = canEditSchool(user, school.slug)
  // An admin's unlock reaches the school's open pages live; the school is then loaded again.
  useBulletinBoardUnlocked(own ? school.id : null, onUnlocked)
  return (
    <div className="school-page">
      <header className="school-page__header">
        <div>
          <p className="school-page__eyebrow">Schwarzes Brett</p>
          <h1 className="school-page__title">{school.name}</h1>
        </div>
      </header>
      {/* SPEC §2: the school bulletin board has only the tab Alles. */}
      <nav aria-label="Bereiche des Schwarzen Bretts" className="school-board__tabs">
        <span className="school-board__tab" aria-current="page">
          Alles
        </span>
      </nav>
      <div aria-live="polite">
        {school.is_minibat_unlocked ? (
          <BoardFeed school={school} />
        ) : (
          <Notice tone="info" title="Noch nicht freigeschaltet">
            Das Schwarze Brett von {school.name} ist noch nicht freigeschaltet. Sobald oabat es freischaltet, findest Du
            hier Neuigkeiten, Ausbildungsmessen und Events für Deine Schule.
          </Notice>
        )}
      </div>
      {own && (
        <Suspense fallback={<Skeleton lines={3} label="Einladungslink wird geladen …" />}>
          <SchoolInvitationCard school={school} />
        </Suspense>
      )}
    </div>
  )
}

/** SPEC §7 school event feed: the school, its upcoming events, the job fairs and the news of channel oabat (20). */
function BoardFeed({ school }: { school: School }) {
  const calls = schoolBoardCalls(school.channel?.slug ?? null)
  const news = useApi('searchV2', calls.news)
  const fairs = useApi('jobFairs', calls.fairs)
  const events = useApi('events', calls.events)
  const posts = (news.data?.result.data ?? []).filter((item) => item.type === 'post')
  return (
    <div className="school-board__feed">
      <Card as="section" aria-labelledby="board-school-title">
        <h2 id="board-school-title">Deine Schule</h2>
        <p>
          <Link href={schoolProfilePath(school.slug)}>{school.name}</Link> · {school.type} · {school.city}
        </p>
        {school.about_us && <p>{excerpt(school.about_us)}</p>}
      </Card>
      {calls.events && (
        <section aria-labelledby="board-events-title">
          <h2 id="board-events-title">Anstehende Events</h2>
          {events.error && (
            <LoadError subject="Die Events" plural error={events.error} onRetry={() => events.mutate()} />
          )}
          {!events.data && !events.error && <Skeleton lines={2} label="Events werden geladen …" />}
          {events.data && events.data.data.length === 0 && (
            <p className="result-empty">Gerade sind keine Events geplant.</p>
          )}
          {events.data && events.data.data.length > 0 && <EventResults events={events.data.data} />}
        </section>
      )}
      <section aria-labelledby="board-fairs-title">
        <h2 id="board-fairs-title">Ausbildungsmessen</h2>
        {fairs.error && <LoadError subject="Die Messen" plural error={fairs.error} onRetry={() => fairs.mutate()} />}
        {!fairs.data && !fairs.error && <Skeleton lines={2} label="Messen werden geladen …" />}
        {fairs.data && fairs.data.data.length === 0 && (
          <p className="result-empty">Gerade sind keine Messen geplant.</p>
        )}
        {fairs.data && fairs.data.data.length > 0 && (
          <ul className="result-list__stack">
            {fairs.data.data.map((fair) => (
              <li key={fair.id} className="result-card">
                <div className="result-card__body">
                  <p className="result-card__eyebrow">
                    <time dateTime={fair.start_at}>{formatDate(fair.start_at)}</time> · {fair.city}
                  </p>
                  <h3 className="result-card__title">
                    <Link href={`/messe/${encodeURIComponent(fair.location_slug)}`}>{fair.title || fair.name}</Link>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="board-news-title">
        <h2 id="board-news-title">Neuigkeiten</h2>
        {news.error && <LoadError subject="Die Neuigkeiten" plural error={news.error} onRetry={() => news.mutate()} />}
        {!news.data && !news.error && <Skeleton lines={4} label="Neuigkeiten werden geladen …" />}
        {news.data && posts.length === 0 && <p className="result-empty">Noch keine Neuigkeiten.</p>}
        {posts.length > 0 && (
          <ul className="result-list__stack">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
