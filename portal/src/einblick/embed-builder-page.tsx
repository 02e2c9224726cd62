import {
  EMBED_JOB_TYPES,
  EMBED_KIND_LABELS,
  EMBED_KINDS,
  type Embed,
  type EmbedKind,
  type EmbedSettings,
  embedSnippets,
  type Theme,
  themeCustomProperties,
} from '@oabat/core'
import { Button, Card, Notice, SelectField, TextField } from '@oabat/ui'
import { type FormEvent, useId, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { CodeBlock } from '../embeds/embed-codes.tsx'
import { setFlash, useFlash } from '../employer-jobs/flash.ts'
import { useFormAction } from '../forms/use-form-action.ts'
import { EINBLICK_INTRO, einblickEditPath } from './einblick-paths.ts'
import { refreshEmbedList } from './embed-list-cache.ts'
import { EmbedPreview } from './embed-preview.tsx'
import { SiteBuilderHelp } from './site-builder-help.tsx'
import { draftOf, type ThemeDraft, ThemeEditor } from './theme-editor.tsx'
import './einblick.css'

const EMPTY = {}
const PUBLISHED = { status: 'published' } as const
const JOB_TYPE_LABELS = { alle: 'Alle Stellen (auch Jobs)', ausbildung: 'Nur Ausbildung', praktikum: 'Nur Praktikum' }
const IFRAME_HINTS: Record<EmbedKind, string> = {
  'job-list': 'Hat eine feste Höhe; passe height an, wenn Du mehr oder weniger Stellen zeigst.',
  'job-card': 'Hat eine feste Höhe, die für die Karte reicht.',
  chat: '',
  'business-card': 'Hat eine feste Höhe, die für die Karte reicht.',
  livestream:
    'Hat eine feste Höhe für Video und Chat; zum Abstimmen und Schreiben melden sich Zuschauende bei oabat an.',
}
const EMBED_FIELDS = [
  'name',
  'kind',
  'theme_id',
  'settings.site',
  'settings.type',
  'settings.job',
  'settings.page_size',
  'settings.livestream',
]

interface EmbedDraft {
  name: string
  kind: EmbedKind
  theme_id: number | null
  settings: EmbedSettings
}

const NEW_EMBED: EmbedDraft = {
  name: '',
  kind: 'job-list',
  theme_id: null,
  settings: { site: null, type: 'alle', job: null, page_size: 6, livestream: null },
}

/** SPEC §2 /betrieb/einblick/iframe/{id?}: „erstellen“ creates an embed, a number edits one (docs/einblick.md). */
export function EmbedBuilderPage({ id }: { id: string }) {
  const { user } = useAuth()
  const embedId = id === 'erstellen' ? null : /^[1-9]\d{0,9}$/.test(id) ? Number(id) : Number.NaN
  const embed = useApi('embed', embedId && !Number.isNaN(embedId) ? { params: { id: embedId } } : null)
  if (!user?.business) return null
  if (Number.isNaN(embedId) || embed.error?.status === 404 || embed.error?.status === 403) {
    return (
      <AreaPage eyebrow="Dein Betrieb" title="Einbindung nicht gefunden">
        <Notice tone="error" title="Diese Einbindung gibt es nicht.">
          <Link href="/betrieb/einblick">Zurück zu Deinen Einbindungen</Link>
        </Notice>
      </AreaPage>
    )
  }
  if (embedId !== null && !embed.data) {
    return (
      <AreaPage eyebrow="Dein Betrieb" title="Einbindung bearbeiten">
        {embed.error ? (
          <LoadError subject="Die Einbindung" error={embed.error} onRetry={() => embed.mutate()} />
        ) : (
          <Skeleton lines={6} label="Einbindung wird geladen …" />
        )}
      </AreaPage>
    )
  }
  return (
    <Builder
      key={embedId ?? 'neu'}
      businessId={user.business.id}
      businessSlug={user.business.slug}
      saved={embed.data?.data ?? null}
    />
  )
}

function Builder(props: { businessId: number; businessSlug: string; saved: Embed | null }) {
  const { businessId, businessSlug } = props
  const formId = useId()
  const [, navigate] = useLocation()
  const [saved, setSaved] = useState<Embed | null>(props.saved)
  const [draft, setDraft] = useState<EmbedDraft>(props.saved ?? NEW_EMBED)
  // A new embed moves to its own address after saving; the message goes along (employer-jobs/flash.ts).
  const [status, setStatus] = useFlash()
  const themes = useApi('themes', EMPTY)
  const sites = useApi('ownBusinessSites', { params: { businessId } })
  const jobs = useApi('ownJobs', { query: PUBLISHED })
  const livestreams = useApi('embedLivestreams', EMPTY)
  const action = useFormAction(EMBED_FIELDS)
  // The theme being edited (null: none open), and whether it is a new one.
  const [editing, setEditing] = useState<{ theme: Theme | null; draft: ThemeDraft } | null>(null)

  const themeList = themes.data?.data ?? []
  const chosenTheme = themeList.find((theme) => theme.id === draft.theme_id) ?? null
  const siteList = sites.data?.data ?? []
  const jobList = jobs.data?.data ?? []
  const livestreamList = livestreams.data?.data ?? []
  const settings = draft.settings
  const setSettings = (patch: Partial<EmbedSettings>) => setDraft({ ...draft, settings: { ...settings, ...patch } })

  // The preview shows what is being edited: an open theme editor's values, else the chosen theme's.
  const previewProperties = editing
    ? themeCustomProperties(editing.draft.theme)
    : chosenTheme
      ? chosenTheme.properties
      : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...draft, name: draft.name.trim() }
    const result = await action.run(() =>
      saved ? api('updateEmbed', { params: { id: saved.id }, body }) : api('createEmbed', { body }),
    )
    if (!result) return
    const embed = result.value.data
    void refreshEmbedList()
    const message = `Die Einbindung „${embed.name}“ wurde gespeichert. Ihr Code steht unten.`
    setSaved(embed)
    setStatus(message)
    if (saved) return
    setFlash(message)
    navigate(einblickEditPath(embed.id), { replace: true })
  }

  const siteOf = (slug: string | null) => siteList.find((site) => site.slug === slug) ?? null
  const savedSite = saved && siteOf(saved.settings.site)
  const snippets =
    saved &&
    embedSnippets(location.origin, {
      kind: saved.kind,
      businessSlug,
      themeId: saved.theme_id,
      settings: saved.settings,
      site: savedSite && { latitude: savedSite.latitude, longitude: savedSite.longitude },
    })
  const previewSite = siteOf(settings.site)
  const preview = embedSnippets(location.origin, {
    kind: draft.kind,
    businessSlug,
    themeId: null,
    settings,
    site: previewSite && { latitude: previewSite.latitude, longitude: previewSite.longitude },
  })
  const unsaved = saved !== null && JSON.stringify(pick(saved)) !== JSON.stringify(pick(draft))

  return (
    <AreaPage
      eyebrow="Dein Betrieb"
      title={saved ? `Einbindung „${saved.name}“` : 'Neue Einbindung'}
      intro={EINBLICK_INTRO}
    >
      <p>
        <Link href="/betrieb/einblick">Zurück zu Deinen Einbindungen</Link>
      </p>
      {status && (
        <Notice tone="success" title="Gespeichert">
          {status}
        </Notice>
      )}
      <div className="einblick-builder">
        <Card as="section" className="area-card" aria-labelledby={`${formId}-what`}>
          <form onSubmit={submit} noValidate className="einblick-builder__form">
            <h2 id={`${formId}-what`}>1. Was möchtest Du zeigen?</h2>
            {action.formError && <Notice tone="error">{action.formError}</Notice>}
            <TextField
              id={`${formId}-name`}
              label="Name der Einbindung"
              hint="Nur für Dich, z. B. „Karriereseite“"
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              error={action.fieldErrors.name}
              maxLength={60}
              required
            />
            <fieldset className="einblick-builder__kinds">
              <legend>Inhalt</legend>
              {EMBED_KINDS.map((kind) => (
                <label key={kind}>
                  <input
                    type="radio"
                    name={`${formId}-kind`}
                    value={kind}
                    checked={draft.kind === kind}
                    onChange={() => setDraft({ ...draft, kind })}
                  />{' '}
                  {EMBED_KIND_LABELS[kind]}
                </label>
              ))}
            </fieldset>
            {draft.kind === 'job-list' && (
              <>
                <SelectField
                  id={`${formId}-site`}
                  label="Standort"
                  value={settings.site ?? ''}
                  options={[
                    { value: '', label: 'Alle Standorte' },
                    ...siteList.map((site) => ({ value: site.slug, label: `${site.name} (${site.city})` })),
                  ]}
                  onChange={(event) => setSettings({ site: event.target.value || null })}
                  error={action.fieldErrors['settings.site']}
                />
                <SelectField
                  id={`${formId}-type`}
                  label="Art der Stellen"
                  value={settings.type}
                  options={EMBED_JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
                  onChange={(event) => setSettings({ type: event.target.value as EmbedSettings['type'] })}
                />
                <TextField
                  id={`${formId}-page-size`}
                  type="number"
                  label="Stellen pro Seite"
                  hint="1 bis 50; weitere lädt „Mehr laden“."
                  min={1}
                  max={50}
                  value={String(settings.page_size)}
                  onChange={(event) => setSettings({ page_size: Number(event.target.value) })}
                  error={action.fieldErrors['settings.page_size']}
                />
              </>
            )}
            {draft.kind === 'job-card' && (
              <SelectField
                id={`${formId}-job`}
                label="Stelle"
                placeholder={jobs.data ? 'Bitte wählen' : 'Stellen werden geladen …'}
                hint={jobs.data && jobList.length === 0 ? 'Du hast noch keine veröffentlichte Stelle.' : undefined}
                value={settings.job ?? ''}
                options={jobList.map((job) => ({ value: job.slug, label: job.name }))}
                onChange={(event) => setSettings({ job: event.target.value || null })}
                error={action.fieldErrors['settings.job']}
              />
            )}
            {draft.kind === 'business-card' && (
              <p className="area-card__muted">
                Die Karte Deines Betriebs wie in der Suche: Logo, Name, Motto, Ort und die Zahl Deiner offenen Stellen,
                verlinkt mit Deiner Seite bei oabat.
              </p>
            )}
            {draft.kind === 'livestream' && (
              <SelectField
                id={`${formId}-livestream`}
                label="Livestream"
                placeholder={livestreams.data ? 'Bitte wählen' : 'Livestreams werden geladen …'}
                hint={
                  livestreams.error
                    ? 'Die Livestreams konnten nicht geladen werden. Lade die Seite neu.'
                    : livestreams.data && livestreamList.length === 0
                      ? 'Dein Betrieb tritt noch in keinem Livestream einer Messe auf.'
                      : 'Livestreams von Messen, bei denen Dein Betrieb auf der Bühne steht.'
                }
                value={settings.livestream === null ? '' : String(settings.livestream)}
                options={livestreamList.map((stream) => ({
                  value: String(stream.id),
                  label: stream.fair ? `${stream.title} (${stream.fair})` : stream.title,
                }))}
                onChange={(event) =>
                  setSettings({ livestream: event.target.value ? Number(event.target.value) : null })
                }
                error={action.fieldErrors['settings.livestream']}
              />
            )}
            {draft.kind === 'chat' && (
              <p className="area-card__muted">
                Der Chat-Button öffnet auf Deiner Webseite einen Chat mit Deinem Betrieb; Nachrichten kommen bei Dir
                unter „Nachrichten“ an.
              </p>
            )}

            <h2>2. Wie soll es aussehen?</h2>
            {themes.error ? (
              <LoadError subject="Deine Themes" plural error={themes.error} onRetry={() => themes.mutate()} />
            ) : (
              <SelectField
                id={`${formId}-theme`}
                label="Theme"
                value={draft.theme_id === null ? '' : String(draft.theme_id)}
                options={[
                  { value: '', label: 'Standard-Aussehen von oabat' },
                  ...themeList.map((theme) => ({ value: String(theme.id), label: theme.name })),
                ]}
                onChange={(event) => {
                  setDraft({ ...draft, theme_id: event.target.value ? Number(event.target.value) : null })
                  setEditing(null)
                }}
                error={action.fieldErrors.theme_id}
              />
            )}
            {!editing && (
              <div className="einblick-builder__theme-actions">
                <Button
                  type="button"
                  design="secondary-flat"
                  size="small"
                  onClick={() => setEditing({ theme: null, draft: draftOf(null) })}
                >
                  Neues Theme
                </Button>
                {chosenTheme && (
                  <Button
                    type="button"
                    design="secondary-flat"
                    size="small"
                    onClick={() => setEditing({ theme: chosenTheme, draft: draftOf(chosenTheme) })}
                  >
                    Theme „{chosenTheme.name}“ bearbeiten
                  </Button>
                )}
              </div>
            )}
            <div className="einblick-builder__save">
              <Button type="submit" design="primary" disabled={action.pending}>
                {action.pending ? 'Wird gespeichert …' : 'Einbindung speichern'}
              </Button>
              {unsaved && <span className="area-card__muted">Ungespeicherte Änderungen</span>}
            </div>
          </form>
          {editing && (
            <ThemeEditor
              key={editing.theme?.id ?? 'neu'}
              theme={editing.theme}
              draft={editing.draft}
              onChange={(themeDraft) => setEditing({ ...editing, draft: themeDraft })}
              onCancel={() => setEditing(null)}
              onSaved={async (theme) => {
                setEditing(null)
                await themes.mutate()
                setDraft((current) => ({ ...current, theme_id: theme.id }))
                setStatus(`Das Theme „${theme.name}“ wurde gespeichert und gewählt. Speichere nun die Einbindung.`)
              }}
            />
          )}
        </Card>

        <Card as="section" className="area-card" aria-labelledby={`${formId}-preview`}>
          <h2 id={`${formId}-preview`}>3. Vorschau</h2>
          {draft.kind === 'job-card' && !settings.job ? (
            <p className="area-card__muted">Wähle eine Stelle, dann erscheint hier ihre Karte.</p>
          ) : draft.kind === 'livestream' && settings.livestream === null ? (
            <p className="area-card__muted">Wähle einen Livestream, dann erscheint er hier.</p>
          ) : (
            <EmbedPreview tag={preview.tag} attributes={preview.attributes} properties={previewProperties} />
          )}
        </Card>
      </div>

      <Card as="section" className="area-card embed-codes" aria-labelledby={`${formId}-code`}>
        <h2 id={`${formId}-code`}>4. Code für Deine Webseite</h2>
        {!snippets ? (
          <p className="area-card__muted">Speichere die Einbindung, dann erscheint hier ihr Code zum Kopieren.</p>
        ) : (
          <>
            {unsaved && (
              <Notice tone="info" title="Noch nicht gespeichert">
                Der Code zeigt den gespeicherten Stand. Speichere Deine Änderungen, um ihn zu aktualisieren.
              </Notice>
            )}
            <CodeBlock
              snippet={{
                title: 'Mit Skript (empfohlen)',
                text: 'Wächst mit dem Inhalt und übernimmt Dein Theme. Füge beides an der Stelle ein, an der es erscheinen soll.',
                code: snippets.script,
              }}
            />
            {snippets.iframe ? (
              <CodeBlock
                snippet={{
                  title: 'Als iframe (für Baukästen ohne Skripte)',
                  text: saved ? IFRAME_HINTS[saved.kind] : '',
                  code: snippets.iframe,
                }}
              />
            ) : (
              <p className="area-card__muted">
                Den Chat-Button gibt es nur mit Skript: Er öffnet ein Fenster über Deiner Seite, das ein iframe nicht
                kann.
              </p>
            )}
          </>
        )}
      </Card>

      <SiteBuilderHelp />
    </AreaPage>
  )
}

function pick(embed: EmbedDraft): EmbedDraft {
  return { name: embed.name, kind: embed.kind, theme_id: embed.theme_id, settings: embed.settings }
}
