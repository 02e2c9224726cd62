/** The trainee area (SPEC §7 Trainee, docs/trainee-profile.md): profile, interests, picture, documents. */
export const traineeRoutePaths = {
  trainee: { method: 'GET', path: '/api/trainee/{id}' },
  updateTrainee: { method: 'PUT', path: '/api/trainee/{id}' },
  createTraineeInterest: { method: 'POST', path: '/api/interests/{traineeId}' },
  updateTraineeInterest: { method: 'PUT', path: '/api/trainee/{id}/interests/{interestId}' },
  deleteTraineeInterest: { method: 'DELETE', path: '/api/trainee/{id}/interests/{interestId}' },
  uploadTraineeProfilePicture: { method: 'POST', path: '/api/trainee/{id}/upload_profile' },
  deleteTraineeProfilePicture: { method: 'DELETE', path: '/api/trainee/{id}/upload_profile' },
  traineeDocuments: { method: 'GET', path: '/api/trainee/{id}/documents' },
  uploadTraineeDocument: { method: 'POST', path: '/api/trainee/{id}/documents' },
  updateTraineeDocument: { method: 'PUT', path: '/api/trainee/{id}/documents/{fileId}' },
  deleteTraineeDocument: { method: 'DELETE', path: '/api/trainee/{id}/documents/{fileId}' },
  attachTraineeDocument: { method: 'PUT', path: '/api/trainee/{id}/documents/{fileId}/job_interests/{interestId}' },
  applicantProfile: { method: 'GET', path: '/api/trainee/{id}/applicant' },
} as const
