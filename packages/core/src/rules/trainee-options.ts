/** Kinds of documents in /i/dokumente. */
export const TRAINEE_DOCUMENT_KINDS = ['cv', 'certificate'] as const
export type TraineeDocumentKind = (typeof TRAINEE_DOCUMENT_KINDS)[number]
export const TRAINEE_DOCUMENT_KIND_LABELS: Record<TraineeDocumentKind, string> = {
  cv: 'Lebenslauf',
  certificate: 'Zeugnis',
}

/** Limits of the trainee area, shared by the server's checks and the forms. */
export const TRAINEE_LIMITS = {
  longText: 2000,
  interestName: 60,
  interests: 20,
  documents: 20,
  trialwork: 50,
} as const
