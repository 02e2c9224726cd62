/**
 * Days between a deactivation request and the deletion of the account's personal data
 * (docs/your-data.md): time to change one's mind, then it goes.
 */
export const PERSONAL_DATA_DELETION_DAYS = 30
