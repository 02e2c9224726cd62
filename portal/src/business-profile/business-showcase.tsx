import { Card } from '@oabat/ui'
import { API_BASE } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { ResponsivePicture } from '../media/responsive-picture.tsx'
import { imageMediaId, type MediaItem, videoMediaId } from '../media-viewer/media-items.ts'
import { MediaLink } from '../media-viewer/media-link.tsx'
import { MediaViewer } from '../media-viewer/media-viewer.tsx'
import type { ProfileBusiness } from './profile-business.ts'
import './business-showcase.css'

type ShowcaseBusiness = Pick<ProfileBusiness, 'name' | 'main_images' | 'gallery_images' | 'video_id'>

function CompanyVideo({ videoId, name }: { videoId: number; name: string }) {
  const { data } = useApi('video', { params: { videoId } })
  // A video that cannot be loaded is left out: the rest of the profile stands on its own.
  const video = data?.data
  if (!video?.url) return null
  return (
    <Card as="section" className="business-showcase__video" aria-labelledby="business-video-title">
      <h2 id="business-video-title">{video.title || `Video von ${name}`}</h2>
      {/* biome-ignore lint/a11y/useMediaCaption: company videos are uploaded without captions */}
      <video className="video-player" controls preload="metadata" src={`${API_BASE}${video.url}`} />
      <p>
        <MediaLink mediaId={videoMediaId(videoId)} label={`${video.title || `Video von ${name}`} im Vollbild ansehen`}>
          Im Vollbild ansehen
        </MediaLink>
      </p>
    </Card>
  )
}

/** The company video as the media viewer opens it, once its data is there (the same swr entry as CompanyVideo). */
function useVideoItem(videoId: number | null, name: string): MediaItem | null {
  const { data } = useApi('video', videoId === null ? null : { params: { videoId } })
  const video = data?.data
  if (videoId === null || !video?.url) return null
  return { kind: 'video', id: videoMediaId(videoId), url: video.url, title: video.title || `Video von ${name}` }
}

/** Every image of the profile in page order, as the media viewer opens them (SPEC §2 ?media=). */
function mediaItems(business: ShowcaseBusiness): MediaItem[] {
  const main = business.main_images.map((image, index) => ({
    kind: 'image' as const,
    id: imageMediaId(image.id),
    image,
    alt: index === 0 ? `Titelbild von ${business.name}` : `Bild ${index + 1} von ${business.name}`,
  }))
  const gallery = business.gallery_images.map((image, index) => ({
    kind: 'image' as const,
    id: imageMediaId(image.id),
    image,
    alt: `Galeriebild ${index + 1} von ${business.name}`,
  }))
  return [...main, ...gallery]
}

/**
 * The title images, the company video and the gallery of a business profile (public page). Each
 * image opens the fullscreen media viewer.
 */
export function BusinessShowcase({ business }: { business: ShowcaseBusiness }) {
  const [first, ...rest] = business.main_images
  const video = useVideoItem(business.video_id, business.name)
  const imageItems = mediaItems(business)
  // Page order: title images, the video, then the gallery.
  const mainCount = business.main_images.length
  const items = video ? [...imageItems.slice(0, mainCount), video, ...imageItems.slice(mainCount)] : imageItems
  const altOf = (imageId: number) => {
    const item = items.find((entry) => entry.id === imageMediaId(imageId))
    return item?.kind === 'image' ? item.alt : business.name
  }
  const open = (imageId: number) => `${altOf(imageId)} groß anzeigen`
  return (
    <>
      {first && (
        <section className="business-showcase" aria-label={`Bilder von ${business.name}`}>
          <MediaLink mediaId={imageMediaId(first.id)} label={open(first.id)}>
            <ResponsivePicture
              image={first}
              size="large"
              eager
              className="business-showcase__hero"
              alt={altOf(first.id)}
            />
          </MediaLink>
          {rest.length > 0 && (
            <ul className="business-showcase__strip">
              {rest.map((image) => (
                <li key={image.id}>
                  <MediaLink mediaId={imageMediaId(image.id)} label={open(image.id)}>
                    <ResponsivePicture image={image} size="medium" alt={altOf(image.id)} />
                  </MediaLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {business.video_id !== null && <CompanyVideo videoId={business.video_id} name={business.name} />}
      {business.gallery_images.length > 0 && (
        <Card as="section" aria-labelledby="business-gallery-title">
          <h2 id="business-gallery-title">Galerie</h2>
          <ul className="business-showcase__gallery">
            {business.gallery_images.map((image) => (
              <li key={image.id}>
                <MediaLink mediaId={imageMediaId(image.id)} label={open(image.id)}>
                  <ResponsivePicture image={image} size="medium" alt={altOf(image.id)} />
                </MediaLink>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <MediaViewer items={items} label={`Bilder von ${business.name}`} />
    </>
  )
}
