import type { AdminBusinessRow } from '@oabat/core'
import { Button, Dialog, Notice } from '@oabat/ui'
import { useState } from 'react'
import { api } from '../api/api-client.ts'
import { useApi } from '../api/use-api.ts'
import { LoadError } from '../components/load-error.tsx'
import { useFormAction } from '../forms/use-form-action.ts'

/** The store's subscription types by id (GET /api/subscription_types), for labels and the filter. */
export function useSubscriptionTypeNames(): { names: Map<number, string>; error: Error | undefined } {
  const { data, error } = useApi('subscriptionTypes', {})
  return { names: new Map((data?.data ?? []).map((type) => [type.id, type.name])), error }
}

export function subscriptionLabel(ids: number[], names: Map<number, string>): string {
  if (ids.length === 0) return 'ohne Abo'
  return ids.map((id) => names.get(id) ?? `Typ ${id}`).join(', ')
}

/**
 * The company's subscription types, granted or revoked without a purchase through the store's
 * admin calls (POST/DELETE /api/business/{id}/subscription/{type}; bought subscriptions stay).
 */
export function BusinessSubscriptionsDialog({
  business,
  onClose,
  onChanged,
}: {
  business: AdminBusinessRow | null
  onClose: () => void
  onChanged: () => Promise<unknown>
}) {
  const types = useApi('subscriptionTypes', business ? {} : null)
  const action = useFormAction([])
  const [held, setHeld] = useState<number[] | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const current = held ?? business?.subscription_type_ids ?? []

  const change = async (typeId: number, grant: boolean) => {
    if (!business) return
    setMessage(null)
    const params = { params: { businessId: business.id, typeId } }
    const answer = await action.run(() =>
      grant ? api('grantSubscriptionType', params) : api('revokeSubscriptionType', params),
    )
    if (!answer) return
    setHeld(answer.value.subscription_types.map((type) => type.id))
    setMessage(answer.value.message)
    await onChanged()
  }
  const close = () => {
    setHeld(null)
    setMessage(null)
    onClose()
  }

  return (
    <Dialog
      open={business !== null}
      onClose={close}
      title={business ? `Abos von ${business.name}` : 'Abos'}
      actions={
        <Button design="flat" onClick={close}>
          Fertig
        </Button>
      }
    >
      <p>Freigeschaltete Abo-Typen gelten ohne Kauf; gekaufte Abonnements bleiben, wenn Du einen Typ entziehst.</p>
      {message && <Notice tone="success">{message}</Notice>}
      {action.formError && <Notice tone="error">{action.formError}</Notice>}
      {types.error && <LoadError subject="Die Abo-Typen" plural error={types.error} onRetry={() => types.mutate()} />}
      {types.data && (
        <ul className="admin-subscriptions">
          {types.data.data.map((type) => {
            const has = current.includes(type.id)
            return (
              <li key={type.id}>
                <span>
                  {type.name} {has ? <strong>· aktiv</strong> : null}
                </span>
                <Button
                  design={has ? 'flat' : 'primary'}
                  size="small"
                  disabled={action.pending}
                  onClick={() => void change(type.id, !has)}
                >
                  {has ? `${type.name} entziehen` : `${type.name} freischalten`}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
    </Dialog>
  )
}
