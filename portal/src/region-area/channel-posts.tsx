import type { Post } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useRef, useState } from 'react'
import { Link } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { formatDate } from '../components/format.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'

const FIELDS = ['post.title', 'post.teaser', 'post.body']

/** The region's posts in its channel: POST /api/posts (the region's own channel), DELETE /api/posts/{slug}. */
export function ChannelPosts({ author, authorType }: { author: string; authorType: 'region' | 'school' }) {
  const posts = useApi('posts', { query: { author, author_type: authorType, per_page: 50 } })
  const [title, setTitle] = useState('')
  const [teaser, setTeaser] = useState('')
  const [body, setBody] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Post | null>(null)
  const form = useFormAction(FIELDS)
  const removal = useFormAction([])
  const formRef = useRef<HTMLFormElement>(null)
  useFocusFirstError(formRef, form.fieldErrors)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setNotice(null)
    const answer = await form.run(() => api('createPost', { body: { post: { title, teaser, body } } }))
    if (!answer) return
    setNotice(`„${answer.value.data.title}“ ist veröffentlicht.`)
    setTitle('')
    setTeaser('')
    setBody('')
    await posts.mutate()
  }

  const confirmRemoval = async () => {
    if (!removing) return
    const answer = await removal.run(() => api('deletePost', { params: { slug: removing.slug } }))
    if (!answer) return
    setNotice(`„${removing.title}“ ist gelöscht.`)
    setRemoving(null)
    await posts.mutate()
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="channel-posts-title">
      <h2 id="channel-posts-title">Beiträge</h2>
      {notice && <Notice tone="success">{notice}</Notice>}
      <form ref={formRef} className="area-form" onSubmit={onSubmit} noValidate aria-label="Neuer Beitrag">
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <TextField
          label="Titel"
          name="title"
          maxLength={150}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={form.fieldErrors['post.title']}
        />
        <TextField
          label="Anreißer (optional)"
          name="teaser"
          maxLength={300}
          value={teaser}
          onChange={(e) => setTeaser(e.target.value)}
          error={form.fieldErrors['post.teaser']}
        />
        <TextAreaField
          label="Text"
          name="body"
          rows={4}
          maxRows={16}
          maxLength={20_000}
          hint="Einfacher Text, ohne HTML."
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={form.fieldErrors['post.body']}
        />
        <div>
          <Button type="submit" design="primary" disabled={form.pending}>
            {form.pending ? 'Wird veröffentlicht …' : 'Beitrag veröffentlichen'}
          </Button>
        </div>
      </form>
      {posts.error ? (
        <LoadError subject="Die Beiträge" plural error={posts.error} onRetry={() => void posts.mutate()} />
      ) : !posts.data ? (
        <Skeleton lines={2} label="Beiträge werden geladen …" />
      ) : posts.data.data.length === 0 ? (
        <p className="area-card__muted">Ihr habt noch keinen Beitrag veröffentlicht.</p>
      ) : (
        <ul className="area-people" aria-label="Eure Beiträge">
          {posts.data.data.map((post) => (
            <li key={post.id} className="area-people__item">
              <div>
                <p className="area-people__name">
                  <Link href={post.url}>{post.title}</Link>
                </p>
                <p className="area-card__muted">
                  <time dateTime={post.published_at}>{formatDate(post.published_at)}</time>
                </p>
              </div>
              <div className="area-people__actions">
                <Button
                  design="secondary-flat"
                  size="small"
                  aria-label={`„${post.title}“ löschen`}
                  onClick={() => {
                    setNotice(null)
                    setRemoving(post)
                  }}
                >
                  Löschen
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Beitrag löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setRemoving(null)}>
              Abbrechen
            </Button>
            <Button design="primary" disabled={removal.pending} onClick={() => void confirmRemoval()}>
              {removal.pending ? 'Wird gelöscht …' : 'Löschen'}
            </Button>
          </>
        }
      >
        <p>„{removing?.title}“ verschwindet aus Eurem Channel. Das lässt sich nicht rückgängig machen.</p>
        {removal.formError && <Notice tone="error">{removal.formError}</Notice>}
      </Dialog>
    </Card>
  )
}
