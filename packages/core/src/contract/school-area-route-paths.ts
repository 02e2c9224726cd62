/** Calls of the school area (issue #14 item 4): the school's users and the school bases of SPEC §7. */
export const schoolAreaRoutePaths = {
  schoolUsers: { method: 'GET', path: '/api/schools/{schoolId}/users' },
  inviteSchoolUser: { method: 'POST', path: '/api/schools/{schoolId}/users' },
  removeSchoolUser: { method: 'DELETE', path: '/api/schools/{schoolId}/users/{userId}' },
  resendSchoolInvitation: { method: 'POST', path: '/api/schools/{schoolId}/users/{userId}/invitation' },
  schoolBases: { method: 'GET', path: '/api/schoolbases' },
  createSchoolBase: { method: 'POST', path: '/api/school_bases/' },
} as const

/** The fixed regions' sign-up with time slots (issue #14 item 6, docs/speeddating.md). */
export const signupSlotRoutePaths = {
  signupSlots: { method: 'GET', path: '/api/regions/{regionSlug}/signup_slots' },
  createSignupSlots: { method: 'POST', path: '/api/regions/{regionSlug}/signup_slots' },
  deleteSignupSlot: { method: 'DELETE', path: '/api/signup_slots/{slotId}' },
  bookSignupSlot: { method: 'POST', path: '/api/signup_slots/{slotId}/booking' },
  cancelSignupBooking: { method: 'DELETE', path: '/api/signup_slots/{slotId}/booking' },
  signupBookings: { method: 'GET', path: '/api/regions/{regionSlug}/signup_bookings' },
} as const
