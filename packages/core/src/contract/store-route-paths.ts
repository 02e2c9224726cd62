import type { RouteRef } from './define-route.ts'

/**
 * Method and path of the store calls (SPEC §7 Store, Business, Admin; issue #16). Where SPEC writes {id}
 * the paths carry distinct names (businessId, productId, subscriptionId); the paths are the same. The
 * invoice downloads are ours (SPEC leaves them „not shown“, docs/store.md).
 */
export const storeRoutePaths = {
  storeProducts: { method: 'GET', path: '/api/store/products' },
  buyProduct: { method: 'POST', path: '/api/store/products/{productId}/buy' },
  businessSubscriptions: { method: 'GET', path: '/api/v2/business/{businessId}/subscriptions' },
  createSubscriptions: { method: 'POST', path: '/api/v2/business/{businessId}/subscriptions' },
  updateSubscription: { method: 'PUT', path: '/api/v2/business/{businessId}/subscriptions/{subscriptionId}' },
  cancelSubscription: { method: 'DELETE', path: '/api/v2/business/{businessId}/subscriptions/{subscriptionId}' },
  saveBillingAddress: { method: 'POST', path: '/api/v2/business/{businessId}/billing_address' },
  invoicePdf: { method: 'GET', path: '/api/v2/business/{businessId}/invoices/{invoiceId}/pdf' },
  invoiceXml: { method: 'GET', path: '/api/v2/business/{businessId}/invoices/{invoiceId}/xrechnung' },
  subscriptionTypes: { method: 'GET', path: '/api/subscription_types' },
  grantSubscriptionType: { method: 'POST', path: '/api/business/{businessId}/subscription/{typeId}' },
  revokeSubscriptionType: { method: 'DELETE', path: '/api/business/{businessId}/subscription/{typeId}' },
  dummySubscription: { method: 'GET', path: '/api/v2/admin/subscriptions/{businessId}/{productId}/dummy' },
  crmInvoices: { method: 'GET', path: '/api/crm/invoices/' },
  cancelInvoice: { method: 'POST', path: '/api/crm/invoices/{invoiceId}/cancel' },
} as const satisfies Record<string, RouteRef>
