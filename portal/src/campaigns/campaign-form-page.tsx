import {
  CAMPAIGN_TEMPLATE_INFO,
  CAMPAIGN_TEMPLATES,
  type CampaignTemplate,
  type Image,
  isCampaignTemplate,
} from '@oabat/core'
import type { BroadcastRole, Campaign } from '@oabat/core/contract'
import { Button, Card, Notice, SelectField, TextAreaField, TextField } from '@oabat/ui'
import { type FormEvent, useState } from 'react'
import { Link, useLocation, useSearchParams } from 'wouter'
import { BROADCAST_ROLE_OPTIONS } from '../admin/broadcast-roles.ts'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { LoadError } from '../components/load-error.tsx'
import { Skeleton } from '../components/skeleton.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { ImageUpload } from '../media/image-upload.tsx'
import { shiftDay, todayInBerlin } from '../oabalytics/period.ts'
import '../admin-livestreams/admin-livestreams.css'
import '../admin/admin.css'
import './campaigns.css'

const FIELDS = [
  'name',
  'slug',
  'template',
  'title',
  'text',
  'cta_label',
  'landing_path',
  'image_id',
  'target_role',
  'target_channel',
  'starts_on',
  'ends_on',
] as const
/** Days a new campaign runs unless the admin says otherwise. */
const DEFAULT_DAYS = 30

/**
 * SPEC §2 /admin/kampagne/erstellen/{templateId?}: without a template, the kinds of campaign to
 * start from; with one, the form. `?kampagne={id}` edits that campaign in the same form.
 */
export function CampaignFormPage({ template }: { template: string | undefined }) {
  const [params] = useSearchParams()
  const editId = Number.parseInt(params.get('kampagne') ?? '', 10)
  const editing = Number.isInteger(editId) && editId > 0
  const existing = useApi('campaign', editing ? { params: { id: editId } } : null)

  if (!editing && (template === undefined || !isCampaignTemplate(template)))
    return <TemplateChoice unknown={template} />
  return (
    <AreaPage eyebrow="Kampagnen" title={editing ? 'Kampagne bearbeiten' : 'Neue Kampagne'}>
      <p>
        <Link href={editing ? `/admin/kampagne?kampagne=${editId}` : '/admin/kampagne/erstellen'}>
          {editing ? '← Zurück zur Kampagne' : '← Andere Vorlage wählen'}
        </Link>
      </p>
      {editing && existing.error && (
        <LoadError subject="Die Kampagne" error={existing.error} onRetry={() => existing.mutate()} />
      )}
      {editing && !existing.error && !existing.data && <Skeleton lines={6} label="Kampagne wird geladen …" />}
      {(!editing || existing.data) && (
        <CampaignForm
          key={existing.data?.data.id ?? 'new'}
          campaign={existing.data?.data ?? null}
          template={
            template !== undefined && isCampaignTemplate(template)
              ? template
              : (existing.data?.data.template ?? 'social_post')
          }
        />
      )}
    </AreaPage>
  )
}

function TemplateChoice({ unknown }: { unknown: string | undefined }) {
  return (
    <AreaPage
      eyebrow="Kampagnen"
      title="Neue Kampagne"
      intro="Wähle, was für eine Kampagne es wird. Jede Vorlage bringt die passenden Links mit; ändern kannst Du alles später."
    >
      {unknown !== undefined && (
        <Notice tone="error">Diese Vorlage gibt es nicht. Bitte wähle eine der folgenden.</Notice>
      )}
      <Card as="section" className="area-card" aria-labelledby="campaign-templates-title">
        <h2 id="campaign-templates-title">Vorlagen</h2>
        <ul className="campaign-templates">
          {CAMPAIGN_TEMPLATES.map((key) => (
            <li key={key}>
              <Link href={`/admin/kampagne/erstellen/${key}`}>
                <strong>{CAMPAIGN_TEMPLATE_INFO[key].name}</strong>
                <span className="admin-muted">{CAMPAIGN_TEMPLATE_INFO[key].description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </AreaPage>
  )
}

function CampaignForm({
  campaign,
  template: initialTemplate,
}: {
  campaign: Campaign | null
  template: CampaignTemplate
}) {
  const [, navigate] = useLocation()
  const today = todayInBerlin()
  const [template, setTemplate] = useState<CampaignTemplate>(initialTemplate)
  const [name, setName] = useState(campaign?.name ?? '')
  const [slug, setSlug] = useState(campaign?.slug ?? '')
  const [title, setTitle] = useState(campaign?.title ?? '')
  const [text, setText] = useState(campaign?.text ?? '')
  const [ctaLabel, setCtaLabel] = useState(campaign?.cta_label ?? 'Mehr erfahren')
  const [landingPath, setLandingPath] = useState(campaign?.landing_path ?? '/')
  const [images, setImages] = useState<Image[]>(campaign?.image ? [campaign.image] : [])
  const [uploading, setUploading] = useState(false)
  const [role, setRole] = useState<BroadcastRole | ''>(campaign?.target_role ?? '')
  const [channel, setChannel] = useState(campaign?.target_channel?.slug ?? '')
  const [startsOn, setStartsOn] = useState(campaign?.starts_on ?? today)
  const [endsOn, setEndsOn] = useState(campaign?.ends_on ?? shiftDay(today, DEFAULT_DAYS - 1))
  const channels = useApi('channels', {})
  const form = useFormAction(FIELDS)
  const info = CAMPAIGN_TEMPLATE_INFO[template]

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = {
      name,
      slug: slug.trim(),
      template,
      title,
      text,
      cta_label: ctaLabel,
      landing_path: landingPath,
      image_id: images[0]?.id ?? null,
      target_role: role || null,
      target_channel: role && role !== 'trainees' && channel ? channel : null,
      starts_on: startsOn,
      ends_on: endsOn,
    }
    const answer = await form.run(() =>
      campaign ? api('updateCampaign', { params: { id: campaign.id }, body }) : api('createCampaign', { body }),
    )
    if (answer) navigate(`/admin/kampagne?kampagne=${answer.value.data.id}`)
  }

  return (
    <Card as="section" className="area-card" aria-labelledby="campaign-form-title">
      <h2 id="campaign-form-title">{info.name}</h2>
      <p className="admin-muted">{info.description}</p>
      <form className="admin-form__body" onSubmit={submit} noValidate>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <SelectField
          label="Vorlage"
          options={CAMPAIGN_TEMPLATES.map((key) => ({ value: key, label: CAMPAIGN_TEMPLATE_INFO[key].name }))}
          value={template}
          onChange={(event) => setTemplate(event.target.value as CampaignTemplate)}
          error={form.fieldErrors.template}
        />
        <TextField
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={form.fieldErrors.name}
          hint="Nur für Dich und das Team, z. B. „Herbst 2026 Instagram“."
        />
        <TextField
          label="Kurzname in den Links (optional)"
          value={slug}
          onChange={(event) => setSlug(event.target.value)}
          error={form.fieldErrors.slug}
          hint={
            campaign
              ? 'Bleibt, sobald die Kampagne begonnen hat oder gesendet wurde.'
              : 'Kleinbuchstaben, Ziffern, Bindestriche. Ohne Angabe wird er aus dem Namen gemacht.'
          }
        />
        <TextField
          label="Überschrift"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={form.fieldErrors.title}
        />
        <TextAreaField
          label="Text (optional)"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={form.fieldErrors.text}
        />
        <TextField
          label="Beschriftung des Knopfs"
          required
          value={ctaLabel}
          onChange={(event) => setCtaLabel(event.target.value)}
          error={form.fieldErrors.cta_label}
        />
        <TextField
          label="Zielseite"
          required
          value={landingPath}
          onChange={(event) => setLandingPath(event.target.value)}
          error={form.fieldErrors.landing_path}
          hint="Ein Pfad dieser Seite, z. B. /ausbildung oder /auswahl/herbst. Die Links hängen Kampagne, Quelle und Medium an."
        />
        <ImageUpload
          label="Bild (optional)"
          hint="Für Teaser, Beiträge und Plakate; es wird in mehreren Größen gespeichert."
          images={images}
          onChange={setImages}
          error={form.fieldErrors.image_id}
          onUploadingChange={setUploading}
          altOf={() => `Bild der Kampagne ${name}`}
        />
        <div className="admin-filters">
          <SelectField
            label="Zielgruppe"
            options={[{ value: '', label: 'Alle' }, ...BROADCAST_ROLE_OPTIONS]}
            value={role}
            onChange={(event) => setRole(event.target.value as BroadcastRole | '')}
            error={form.fieldErrors.target_role}
          />
          <SelectField
            label="Kanal der Zielgruppe"
            options={[
              { value: '', label: 'Alle Kanäle' },
              ...(channels.data?.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
            ]}
            value={role === 'trainees' ? '' : channel}
            onChange={(event) => setChannel(event.target.value)}
            disabled={!channels.data || !role || role === 'trainees'}
            {...(role === 'trainees' ? { hint: 'Auszubildende gehören keinem Kanal an.' } : {})}
            error={form.fieldErrors.target_channel}
          />
        </div>
        {info.broadcast && !role && (
          <p className="admin-muted">Für die Nachricht im Chat braucht die Kampagne eine Zielgruppe.</p>
        )}
        <div className="admin-filters">
          <TextField
            label="Beginn"
            type="date"
            required
            value={startsOn}
            onChange={(event) => setStartsOn(event.target.value)}
            error={form.fieldErrors.starts_on}
          />
          <TextField
            label="Ende"
            type="date"
            required
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
            error={form.fieldErrors.ends_on}
          />
        </div>
        <div className="admin-actions">
          <Button type="submit" design="primary" disabled={form.pending || uploading}>
            {form.pending ? 'Wird gespeichert …' : uploading ? 'Bild wird hochgeladen …' : 'Kampagne speichern'}
          </Button>
        </div>
      </form>
    </Card>
  )
}
