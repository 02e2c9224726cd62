import { type RequestState, VIDEO_RETRY_DELAYS, type Video, videoProblem, videoTypeOf } from '@oabat/core'
import { Button, Notice, TextField } from '@oabat/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { type DetailedError, Upload } from 'tus-js-client'
import { api } from '../api/api-client.ts'
import { auth } from '../auth/auth-stores.ts'
import { formatBytes, VIDEO_ACCEPT } from './video-types.ts'
import './media.css'

/** Sent in parts, so a broken connection costs at most one part. */
const CHUNK_BYTES = 5 * 1024 * 1024
const ENDPOINT = '/api/videos/upload'

type Phase = RequestState | 'idle' | 'paused' | 'registering'

/** The German message of a failed tus request: the server's text for 4xx, else a connection hint. */
function messageOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null
  const status = response?.getStatus() ?? 0
  const body = response?.getBody()?.trim()
  if (status === 401) return 'Deine Sitzung ist abgelaufen. Bitte melde Dich erneut an.'
  if (status >= 400 && status < 500 && body) {
    try {
      const parsed = JSON.parse(body) as { message?: string }
      if (parsed.message) return parsed.message
    } catch {
      return body
    }
  }
  return 'Die Verbindung ist abgebrochen. Das Video wird fortgesetzt, sobald Du wieder online bist – oder klicke auf „Fortsetzen“.'
}

export interface VideoUploadProps {
  /** Called once the upload is complete and registered (POST /api/videos). */
  onUploaded: (video: Video) => void
}

/**
 * A resumable video upload (tus, SPEC §4): choose an MP4, WebM or MOV (anything else is refused
 * before a byte is sent), a progress bar, pause and continue, cancel; the states pending, error,
 * cancel and success. When the connection breaks, tus-js-client retries with SPEC's delays and,
 * when the browser reports it is offline, the upload continues as soon as it is online again.
 */
export function VideoUpload({ onUploaded }: VideoUploadProps) {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [percent, setPercent] = useState(0)
  // A refusal by the server (4xx) cannot be resumed; a broken connection can.
  const [resumable, setResumable] = useState(false)
  const upload = useRef<Upload | null>(null)
  const phaseRef = useRef<Phase>('idle')
  phaseRef.current = phase
  const resumableRef = useRef(false)
  resumableRef.current = resumable

  // A stopped upload carries on when the connection is back (unless the user paused it).
  useEffect(() => {
    const resume = () => {
      if (phaseRef.current === 'error' && resumableRef.current && upload.current?.url) {
        setProblem(null)
        setPhase('pending')
        upload.current.start()
      }
    }
    window.addEventListener('online', resume)
    return () => window.removeEventListener('online', resume)
  }, [])

  // Leaving the page stops the transfer (the server keeps what arrived).
  useEffect(() => () => void upload.current?.abort(), [])

  function choose(chosen: File | undefined) {
    setProblem(null)
    setPhase('idle')
    setPercent(0)
    upload.current = null
    if (!chosen) return
    const reason = videoProblem(chosen)
    if (reason) {
      setFile(null)
      setProblem(reason)
      if (input.current) input.current.value = ''
      return
    }
    setFile(chosen)
    setTitle(chosen.name.replace(/\.[^.]+$/, '').slice(0, 150))
  }

  async function register(uploadUrl: string) {
    setPhase('registering')
    const uploadId = uploadUrl.split('/').pop() ?? ''
    try {
      const answer = await api('registerVideo', { body: { upload_id: uploadId, title: title.trim() } })
      setPhase('success')
      onUploaded(answer.data)
    } catch (error) {
      setResumable(false)
      setPhase('error')
      setProblem(error instanceof Error ? error.message : 'Das Video konnte nicht gespeichert werden.')
    }
  }

  function start() {
    if (!file) return
    if (!title.trim()) {
      setTitleError('Bitte gib einen Titel an.')
      return
    }
    setTitleError(null)
    setProblem(null)
    const type = videoTypeOf(file) ?? file.type
    const tus = new Upload(file, {
      endpoint: ENDPOINT,
      retryDelays: [...VIDEO_RETRY_DELAYS],
      chunkSize: CHUNK_BYTES,
      metadata: { filetype: type, filename: file.name },
      headers: { Authorization: `Bearer ${auth.token() ?? ''}` },
      removeFingerprintOnSuccess: true,
      // Retry every failure that is not the server's refusal, also while the browser reports offline.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0
        return !(status >= 400 && status < 500) || status === 409 || status === 423
      },
      onProgress: (sent, total) => setPercent(total > 0 ? Math.floor((sent / total) * 100) : 0),
      onError: (error) => {
        const status = 'originalResponse' in error ? (error.originalResponse?.getStatus() ?? 0) : 0
        setResumable(!(status >= 400 && status < 500))
        setPhase('error')
        setProblem(messageOf(error))
      },
      onSuccess: () => {
        setPercent(100)
        void register(tus.url ?? '')
      },
    })
    upload.current = tus
    setPhase('pending')
    // An upload of the same file that broke off earlier (another visit) continues where it stopped.
    void tus.findPreviousUploads().then((previous) => {
      const last = previous[0]
      if (last) tus.resumeFromPreviousUpload(last)
      tus.start()
    })
  }

  function pause() {
    void upload.current?.abort()
    setPhase('paused')
  }

  function resume() {
    setProblem(null)
    setPhase('pending')
    upload.current?.start()
  }

  async function cancel() {
    const current = upload.current
    upload.current = null
    setPhase('cancel')
    // A tus DELETE: the server drops the bytes and marks the video „cancel“.
    if (current) await current.abort(true).catch(() => undefined)
  }

  function reset() {
    setFile(null)
    setTitle('')
    setPhase('idle')
    setPercent(0)
    setProblem(null)
    upload.current = null
    if (input.current) input.current.value = ''
  }

  const running = phase === 'pending' || phase === 'paused' || phase === 'registering'

  return (
    <div className="video-upload">
      {!running && phase !== 'success' && (
        <div className="video-upload__choose">
          <input
            ref={input}
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={VIDEO_ACCEPT}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label htmlFor={inputId} className="image-upload__choose">
            {file ? 'Anderes Video auswählen' : 'Video auswählen'}
          </label>
          <span className="image-upload__drop-text">MP4, WebM oder MOV bis 500 MB</span>
        </div>
      )}
      {file && phase !== 'success' && phase !== 'cancel' && (
        <p className="video-upload__file">
          {file.name} · {formatBytes(file.size)}
        </p>
      )}
      {file && phase === 'idle' && (
        <>
          <TextField
            label="Titel des Videos"
            value={title}
            maxLength={150}
            onChange={(event) => setTitle(event.target.value)}
            error={titleError}
          />
          <div>
            <Button type="button" design="primary" onClick={start}>
              Video hochladen
            </Button>
          </div>
        </>
      )}
      {(running || (phase === 'error' && resumable)) && (
        <div className="video-upload__progress">
          <progress max={100} value={percent} aria-label="Fortschritt des Video-Uploads" />
          <span aria-live="polite">
            {phase === 'paused'
              ? `Pausiert bei ${percent} %`
              : phase === 'registering'
                ? 'Video wird gespeichert …'
                : phase === 'error'
                  ? `Unterbrochen bei ${percent} %`
                  : `${percent} % hochgeladen`}
          </span>
          <div className="video-upload__actions">
            {phase === 'pending' && (
              <Button type="button" design="white" size="small" onClick={pause}>
                Pausieren
              </Button>
            )}
            {(phase === 'paused' || phase === 'error') && (
              <Button type="button" design="primary" size="small" onClick={resume}>
                Fortsetzen
              </Button>
            )}
            {phase !== 'registering' && (
              <Button type="button" design="white" size="small" onClick={() => void cancel()}>
                Abbrechen
              </Button>
            )}
          </div>
        </div>
      )}
      {problem && (
        <p role="alert" className="image-upload__error">
          {problem}
        </p>
      )}
      {phase === 'cancel' && (
        <Notice tone="info">
          Der Upload wurde abgebrochen.{' '}
          <Button type="button" design="primary-frameless" size="small" onClick={reset}>
            Neues Video auswählen
          </Button>
        </Notice>
      )}
      {phase === 'success' && <Notice tone="success">Das Video ist hochgeladen.</Notice>}
    </div>
  )
}
