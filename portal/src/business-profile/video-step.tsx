import { DEFAULT_SEARCH_CHANNEL, type Video } from '@oabat/core'
import { Button, Card, CheckboxField, Dialog, Notice } from '@oabat/ui'
import { lazy, Suspense, useState } from 'react'
import { API_BASE, api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import type { StepProps } from './profile-business.ts'
import { useStepTitleFocus } from './step-title-focus.ts'

// tus-js-client loads only when the video step shows the upload.
const VideoUpload = lazy(() => import('../media/video-upload.tsx').then((m) => ({ default: m.VideoUpload })))

/** The company video with its player, the channel switch and „Video entfernen“. */
function CurrentVideo({ videoId, business, onSaved }: { videoId: number } & Pick<StepProps, 'business' | 'onSaved'>) {
  const { data, error, mutate } = useApi('video', { params: { videoId } })
  const [confirming, setConfirming] = useState(false)
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  if (error) return <LoadError subject="Das Video" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={4} label="Video wird geladen …" />
  const video = data.data
  const inChannel = video.channels.includes(DEFAULT_SEARCH_CHANNEL)

  const toggleChannel = async (show: boolean) => {
    setProblem(null)
    try {
      const params = { videoId: video.id, channel: DEFAULT_SEARCH_CHANNEL }
      const answer = await api(show ? 'addVideoChannel' : 'removeVideoChannel', { params })
      await mutate(answer, { revalidate: false })
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Das hat nicht geklappt.')
    }
  }

  const remove = async () => {
    setPending(true)
    setProblem(null)
    try {
      await api('deleteBusinessVideo', { body: { businessID: business.id } })
      setConfirming(false)
      onSaved()
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Das Video konnte nicht entfernt werden.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="profile-editor__video">
      {video.url ? (
        // biome-ignore lint/a11y/useMediaCaption: company videos are uploaded without captions
        <video className="video-player" controls preload="metadata" src={`${API_BASE}${video.url}`} />
      ) : (
        <Notice tone="info">Das Video ist noch nicht vollständig hochgeladen.</Notice>
      )}
      <p>
        <strong>{video.title}</strong>
      </p>
      <CheckboxField
        label="Auch im oabat-Kanal zeigen"
        checked={inChannel}
        onChange={(event) => void toggleChannel(event.target.checked)}
      />
      {problem && <Notice tone="error">{problem}</Notice>}
      <div>
        <Button type="button" design="white" onClick={() => setConfirming(true)}>
          Video entfernen
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Video entfernen?"
        actions={
          <>
            <Button type="button" design="white" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button type="button" design="primary" disabled={pending} onClick={() => void remove()}>
              {pending ? 'Wird entfernt …' : 'Entfernen'}
            </Button>
          </>
        }
      >
        <p>Das Video wird von Eurem Profil entfernt und gelöscht. Das lässt sich nicht rückgängig machen.</p>
      </Dialog>
    </div>
  )
}

/**
 * Step 5: the company video. Uploading is resumable (tus); a finished upload becomes the profile
 * video at once and is shown in the oabat channel. Nothing to save by hand on this step.
 */
export function VideoStep({ business, onSaved, onNext }: StepProps) {
  const [problem, setProblem] = useState<string | null>(null)
  const titleRef = useStepTitleFocus()
  const [uploaded, setUploaded] = useState<Video | null>(null)

  const makeProfileVideo = async (video: Video) => {
    setProblem(null)
    setUploaded(video)
    try {
      const answer = await api('updateBusiness', { params: { idOrSlug: business.slug }, body: { video_id: video.id } })
      await api('addVideoChannel', { params: { videoId: video.id, channel: DEFAULT_SEARCH_CHANNEL } }).catch(
        () => undefined,
      )
      setUploaded(null)
      onSaved(answer.data)
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'Das Video konnte nicht gespeichert werden.')
    }
  }

  return (
    <Card as="section" className="profile-editor__step" aria-labelledby="profile-step-title">
      <h2 id="profile-step-title" ref={titleRef} tabIndex={-1}>
        Video
      </h2>
      <p className="profile-editor__intro">
        Ein kurzes Video aus Eurem Betrieb sagt mehr als viele Worte. Bricht die Verbindung ab, geht der Upload dort
        weiter, wo er stehen geblieben ist.
      </p>
      {business.video_id !== null ? (
        <CurrentVideo videoId={business.video_id} business={business} onSaved={onSaved} />
      ) : (
        <Suspense fallback={<Skeleton lines={2} label="Upload wird geladen …" />}>
          <VideoUpload onUploaded={(video) => void makeProfileVideo(video)} />
        </Suspense>
      )}
      {problem && (
        <Notice tone="error">
          {problem}{' '}
          {uploaded && (
            <Button
              type="button"
              size="small"
              design="primary-frameless"
              onClick={() => void makeProfileVideo(uploaded)}
            >
              Erneut versuchen
            </Button>
          )}
        </Notice>
      )}
      {onNext && (
        <div className="profile-editor__actions">
          <Button type="button" design="white" onClick={onNext}>
            Weiter
          </Button>
        </div>
      )}
    </Card>
  )
}
