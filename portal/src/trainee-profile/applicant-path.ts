/** Where a company opens the profile of a trainee who applied or wrote to it. */
export function applicantPath(traineeId: number): string {
  return `/betrieb/bewerber/${traineeId}`
}
