import type { BroadcastRole } from '@oabat/core/contract'
import { Button, Card, Dialog, Notice, SelectField, TextAreaField } from '@oabat/ui'
import { type FormEvent, useMemo, useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { AreaPage } from '../areas/area-page.tsx'
import { useAuth } from '../auth/use-auth.ts'
import { ChatView } from '../chat/chat-view.tsx'
import { useFormAction } from '../forms/use-form-action.ts'
import { BROADCAST_ROLE_OPTIONS, receiversText, roleLabel } from './broadcast-roles.ts'
import '../admin-livestreams/admin-livestreams.css'
import './admin.css'

const ROLES = BROADCAST_ROLE_OPTIONS
const FIELDS = ['body', 'role', 'channel'] as const
const NONE = { kind: 'none' } as const

/** The group message: whom (role, channel), the preview of how many, the text, and a question before sending. */
function BroadcastForm() {
  const [role, setRole] = useState<BroadcastRole>('businesses')
  const [channel, setChannel] = useState('')
  const [body, setBody] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [flash, setFlash] = useState<string | null>(null)
  const form = useFormAction(FIELDS)
  const channels = useApi('channels', {})
  const group = useMemo(
    () => ({ query: role === 'trainees' || !channel ? { role } : { role, channel } }),
    [role, channel],
  )
  const preview = useApi('adminBroadcastRecipients', group)
  const count = preview.data?.count

  const ask = (event: FormEvent) => {
    event.preventDefault()
    setFlash(null)
    if (!body.trim()) {
      void form.run(() => api('adminBroadcast', { body: { body, ...group.query } }))
      return
    }
    setConfirming(true)
  }

  const send = async () => {
    const answer = await form.run(() => api('adminBroadcast', { body: { body, ...group.query } }))
    setConfirming(false)
    if (!answer) return
    const { sent, skipped } = answer.value
    setBody('')
    await preview.mutate()
    setFlash(
      `Gesendet an ${sent.toLocaleString('de-DE')} ${sent === 1 ? 'Konto' : 'Konten'}` +
        (skipped > 0 ? ` (${skipped} ausgelassen: Unterhaltung blockiert).` : '.'),
    )
  }

  const channelName = channels.data?.data.find((c) => c.slug === channel)?.name
  const whom = `${roleLabel(role)}${role !== 'trainees' && channelName ? ` im Kanal „${channelName}“` : ''}`
  return (
    <Card as="section" className="area-card" aria-labelledby="broadcast-title">
      <h2 id="broadcast-title">Nachricht an eine Gruppe</h2>
      <p className="admin-muted">
        Die Nachricht kommt als Systemnachricht vom „oabat Team“ in die Unterhaltung jedes Kontos mit Dir.
      </p>
      {flash && <Notice tone="success">{flash}</Notice>}
      <form className="admin-form__body" onSubmit={ask} noValidate>
        {form.formError && !confirming && <Notice tone="error">{form.formError}</Notice>}
        <div className="admin-filters">
          <SelectField
            label="Empfänger"
            options={ROLES}
            value={role}
            onChange={(event) => setRole(event.target.value as BroadcastRole)}
            error={form.fieldErrors.role}
          />
          <SelectField
            label="Kanal"
            options={[
              { value: '', label: 'Alle Kanäle' },
              ...(channels.data?.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
            ]}
            value={role === 'trainees' ? '' : channel}
            onChange={(event) => setChannel(event.target.value)}
            disabled={!channels.data || role === 'trainees'}
            {...(role === 'trainees' ? { hint: 'Auszubildende gehören keinem Kanal an.' } : {})}
            error={form.fieldErrors.channel ?? (channels.error ? `Die Kanäle fehlen: ${channels.error.message}` : null)}
          />
        </div>
        <p className="admin-muted" aria-live="polite" data-testid="broadcast-preview">
          {preview.error
            ? `Die Zahl der Empfänger fehlt: ${preview.error.message}`
            : count === undefined
              ? 'Empfänger werden gezählt …'
              : receiversText(count)}
        </p>
        <TextAreaField
          label="Nachricht"
          required
          rows={4}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={form.fieldErrors.body}
        />
        <div className="admin-actions">
          <Button type="submit" design="primary" disabled={form.pending || count === 0}>
            Nachricht senden …
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Nachricht an alle senden?"
        actions={
          <>
            <Button design="flat" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button design="primary" onClick={send} disabled={form.pending}>
              {form.pending ? 'Wird gesendet …' : `An ${count?.toLocaleString('de-DE') ?? '…'} senden`}
            </Button>
          </>
        }
      >
        <p>
          {whom}: {count === undefined ? 'die Empfänger werden gezählt.' : receiversText(count)} Eine gesendete
          Nachricht lässt sich nicht zurückholen.
        </p>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
      </Dialog>
    </Card>
  )
}

/**
 * SPEC §2 /admin/konversationen: the group message (POST /api/admin/chat/broadcast) and the
 * conversations of the admin (support) account, with the chat of /chat.
 */
export function AdminConversationsPage() {
  const { user, token } = useAuth()
  return (
    <AreaPage
      eyebrow="Administration"
      title="Konversationen"
      intro="Schreibe einer Gruppe von Konten auf einmal und lies die Unterhaltungen des oabat Teams."
    >
      <BroadcastForm />
      <Card as="section" className="area-card" aria-labelledby="team-conversations-title">
        <h2 id="team-conversations-title">Unterhaltungen des oabat Teams</h2>
        {user && token && <ChatView user={user} token={token} target={NONE} />}
      </Card>
    </AreaPage>
  )
}
