import { ApiRequestError, type Post } from '@oabat/core'
import { Button, Card, Dialog, Notice, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { Link, useLocation } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { useLeaveGuard } from '../business-profile/use-leave-guard.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFocusFirstError } from '../forms/use-focus-first-error.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { OwnPosts } from './own-posts.tsx'
import { NEW_POST, postEditorPath, postPagePath } from './post-paths.ts'
import './posts.css'

const POST_FIELDS = ['post.title', 'post.teaser', 'post.body'] as const

/** What the next page shows once after a save or delete, handed over in the history entry. */
interface Flash {
  flash?: string
}

/**
 * SPEC §2 /betriebe/{slug}/beitraege/{postSlug}/bearbeiten: writes a new post (`neu`) or changes
 * and deletes one of the own company's (POST, PUT, DELETE /api/posts). Text is plain: paragraphs
 * and line breaks; the server refuses HTML with a German message.
 */
export function PostEditorPage({ slug, postSlug }: { slug: string; postSlug: string }) {
  const { user } = useAuth()
  // The business guard (own slug only) runs first; this only satisfies the types.
  if (!user?.business) return null
  const businessSlug = user.business.slug
  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title={postSlug === NEW_POST ? 'Neuer Beitrag' : 'Beitrag bearbeiten'}
      intro="Beiträge erscheinen unter Neuigkeiten in Eurer Region und auf oabat."
    >
      <div className="post-editor">
        {postSlug === NEW_POST ? (
          <Editor key={NEW_POST} businessSlug={businessSlug} post={null} />
        ) : (
          <ExistingPost key={postSlug} businessSlug={businessSlug} routeSlug={slug} postSlug={postSlug} />
        )}
        <OwnPosts businessSlug={businessSlug} current={postSlug} />
      </div>
    </AreaPage>
  )
}

function ExistingPost({ businessSlug, postSlug }: { businessSlug: string; routeSlug: string; postSlug: string }) {
  const { data, error, mutate } = useApi('post', { params: { slug: postSlug } })
  if (error instanceof ApiRequestError && error.status === 404) {
    return (
      <Notice tone="error" title="Diesen Beitrag gibt es nicht (mehr).">
        <Link href={postEditorPath(businessSlug)}>Neuen Beitrag schreiben</Link>
      </Notice>
    )
  }
  if (error) return <LoadError subject="Der Beitrag" error={error} onRetry={() => mutate()} />
  if (!data) return <Skeleton lines={6} label="Beitrag wird geladen …" />
  const post = data.data
  if (post.author_type !== 'business' || post.author.slug !== businessSlug) {
    return (
      <Notice tone="error" title="Das ist nicht Euer Beitrag.">
        Nur wer einen Beitrag geschrieben hat, kann ihn bearbeiten.{' '}
        <Link href={postPagePath(post.slug)}>Beitrag ansehen</Link>
      </Notice>
    )
  }
  return <Editor businessSlug={businessSlug} post={post} />
}

function Editor({ businessSlug, post }: { businessSlug: string; post: Post | null }) {
  const [, navigate] = useLocation()
  const { mutate } = useSWRConfig()
  const initial = { title: post?.title ?? '', teaser: post?.teaser ?? '', body: post?.body ?? '' }
  const [values, setValues] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [flash, setFlash] = useState<string | null>(() => (history.state as Flash | null)?.flash ?? null)
  // Shown once: a reload or a later visit of this history entry does not repeat it.
  useEffect(() => {
    const state = history.state as Flash | null
    if (state?.flash) history.replaceState({ ...state, flash: undefined }, '')
  }, [])
  // The confirmation takes the focus (the disabled submit button, or the deleted post's page, had it;
  // it would fall to the page top) and is read out. Only a fresh one: a reload has none.
  const flashBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (flash) flashBox.current?.focus()
  }, [flash])
  const [confirming, setConfirming] = useState(false)
  const save = useFormAction(POST_FIELDS)
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, save.fieldErrors)
  const remove = useFormAction([])
  const dirty = values.title !== saved.title || values.teaser !== saved.teaser || values.body !== saved.body
  const leaveDialog = useLeaveGuard(dirty, 'Änderungen an diesem Beitrag')

  const refreshLists = () => mutate((key) => Array.isArray(key) && (key[0] === 'posts' || key[0] === 'post'))
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFlash(null)
    const content = { title: values.title.trim(), teaser: values.teaser.trim(), body: values.body.trim() }
    const result = await save.run(() =>
      post
        ? api('updatePost', { params: { slug: post.slug }, body: { post: content } })
        : api('createPost', { body: { post: content } }),
    )
    if (!result) return
    const stored = result.value.data
    const now = { title: stored.title, teaser: stored.teaser, body: stored.body }
    setValues(now)
    setSaved(now)
    await refreshLists()
    if (post) {
      setFlash('Der Beitrag wurde gespeichert.')
    } else {
      navigate(postEditorPath(businessSlug, stored.slug), {
        replace: true,
        state: { flash: 'Der Beitrag ist veröffentlicht.' } satisfies Flash,
      })
    }
  }

  const onDelete = async () => {
    if (!post) return
    const result = await remove.run(() => api('deletePost', { params: { slug: post.slug } }))
    if (!result) return
    setConfirming(false)
    await refreshLists()
    navigate(postEditorPath(businessSlug), {
      replace: true,
      state: { flash: `„${post.title}“ wurde gelöscht.` } satisfies Flash,
    })
  }

  return (
    <Card as="section" className="post-editor__form" aria-labelledby="post-editor-title">
      <h2 id="post-editor-title">{post ? post.title : 'Was gibt es Neues?'}</h2>
      {post && (
        <p>
          <Link href={postPagePath(post.slug)}>Beitrag ansehen</Link>
        </p>
      )}
      {flash && (
        <div ref={flashBox} tabIndex={-1} className="post-editor__flash">
          <Notice tone="success" title={flash} />
        </div>
      )}
      {save.formError && <Notice tone="error">{save.formError}</Notice>}
      <form ref={form} onSubmit={onSubmit} noValidate className="post-editor__fields">
        <TextField
          label="Titel"
          value={values.title}
          onChange={set('title')}
          error={save.fieldErrors['post.title']}
          required
          minLength={3}
          maxLength={150}
        />
        <TextAreaField
          label="Anreißer (optional)"
          hint="Ein, zwei Sätze für die Übersicht. Leer lassen: die ersten 200 Zeichen des Textes."
          value={values.teaser}
          onChange={set('teaser')}
          error={save.fieldErrors['post.teaser']}
          maxLength={300}
          rows={3}
        />
        <TextAreaField
          label="Text"
          hint="Eine Leerzeile beginnt einen neuen Absatz. HTML ist nicht erlaubt."
          value={values.body}
          onChange={set('body')}
          error={save.fieldErrors['post.body']}
          required
          maxLength={20_000}
          rows={12}
        />
        <div className="post-editor__actions">
          <Button type="submit" design="primary" disabled={save.pending}>
            {save.pending ? 'Wird gespeichert …' : post ? 'Speichern' : 'Veröffentlichen'}
          </Button>
          {post && (
            <Button type="button" design="flat" onClick={() => setConfirming(true)}>
              Beitrag löschen
            </Button>
          )}
          {dirty && <span className="post-editor__muted">Ungespeicherte Änderungen</span>}
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Beitrag löschen?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button design="primary" onClick={onDelete} disabled={remove.pending}>
              {remove.pending ? 'Wird gelöscht …' : 'Endgültig löschen'}
            </Button>
          </>
        }
      >
        <p>„{post?.title}“ verschwindet von oabat. Das lässt sich nicht rückgängig machen.</p>
        {remove.formError && <Notice tone="error">{remove.formError}</Notice>}
      </Dialog>
      {leaveDialog}
    </Card>
  )
}
