import type { RouteRef } from './define-route.ts'

/** A company's own pages (issue #15 items 5, 6, 7; docs/company-pages.md): internship weeks, Azubis, text help. */
export const companyPageRoutePaths = {
  internship: { method: 'GET', path: '/api/v2/internships/{jobSlug}' },
  myInternshipBookings: { method: 'GET', path: '/api/v2/internships/{jobSlug}/my-bookings' },
  createInternshipWeek: { method: 'POST', path: '/api/v2/internships/{jobSlug}/weeks' },
  updateInternshipWeek: { method: 'PUT', path: '/api/v2/internship-weeks/{weekId}' },
  deleteInternshipWeek: { method: 'DELETE', path: '/api/v2/internship-weeks/{weekId}' },
  bookInternshipWeek: { method: 'POST', path: '/api/v2/internship-weeks/{weekId}/bookings' },
  internshipBooking: { method: 'GET', path: '/api/v2/internship-bookings/{bookingId}' },
  answerInternshipBooking: { method: 'PUT', path: '/api/v2/internship-bookings/{bookingId}' },
  businessAzubis: { method: 'GET', path: '/api/v2/businesses/{slug}/azubis' },
  ownAzubis: { method: 'GET', path: '/api/v2/azubis' },
  createAzubi: { method: 'POST', path: '/api/v2/azubis' },
  updateAzubi: { method: 'PUT', path: '/api/v2/azubis/{azubiId}' },
  deleteAzubi: { method: 'DELETE', path: '/api/v2/azubis/{azubiId}' },
  magicGenerate: { method: 'POST', path: '/api/v2/magic/generate' },
} as const satisfies Record<string, RouteRef>
