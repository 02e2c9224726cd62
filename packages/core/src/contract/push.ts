import { z } from 'zod'
import { dataEnvelope } from '../schemas/envelopes.ts'
import { PushPublicKey, PushSubscriptionBody, PushSubscriptionState, PushUnsubscribeQuery } from '../schemas/push.ts'
import { defineRoute } from './define-route.ts'
import { pushRoutePaths as paths } from './push-route-paths.ts'

const TAG = 'Push'

export const pushPublicKey = defineRoute(paths.pushPublicKey, {
  summary: 'Öffentlicher VAPID-Schlüssel dieser Instanz (applicationServerKey für PushManager.subscribe)',
  tag: TAG,
  access: 'public',
  response: dataEnvelope(PushPublicKey),
})

export const subscribePush = defineRoute(paths.subscribePush, {
  summary:
    'Push-Benachrichtigungen für diesen Browser einschalten (PushSubscription.toJSON()); setzt one_signal_id des Kontos',
  tag: TAG,
  access: 'user',
  body: PushSubscriptionBody,
  status: 201,
  response: dataEnvelope(PushSubscriptionState),
})

export const unsubscribePush = defineRoute(paths.unsubscribePush, {
  summary: 'Push-Benachrichtigungen für diesen Browser ausschalten (nur eigene Abos)',
  tag: TAG,
  access: 'user',
  query: PushUnsubscribeQuery,
  status: 204,
  response: z.null(),
})
