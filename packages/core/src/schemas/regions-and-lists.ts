import { z } from 'zod'

/** SPEC §3 Region: slug, v2 flag, channel; plus its area (centre and radius) and texts. */
export const Region = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    /** The longer text of the public region page („Mein Channel“, docs/regions.md). */
    about: z.string().nullable(),
    v2: z.boolean(),
    channel: z.object({ slug: z.string(), name: z.string() }),
    latitude: z.number(),
    longitude: z.number(),
    radius_km: z.number(),
    jobs_count: z.number().int(),
    businesses_count: z.number().int(),
    url: z.string(),
  })
  .meta({ id: 'Region' })
export type Region = z.infer<typeof Region>

/** SPEC §3 Job list: a curated selection of jobs (/auswahl/{jobListSlug}). */
export const JobList = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    jobs_count: z.number().int(),
    url: z.string(),
  })
  .meta({ id: 'JobList' })
export type JobList = z.infer<typeof JobList>

/** A school in a search result (GET /api/search/school). */
export const SchoolSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    type: z.string(),
    city: z.string(),
    distance_km: z.number().nullable(),
    url: z.string(),
  })
  .meta({ id: 'SchoolSummary' })
export type SchoolSummary = z.infer<typeof SchoolSummary>

/** SPEC §3 School base: region_slug, name (GET /api/search/schoolbase). */
export const SchoolBase = z
  .object({
    name: z.string(),
    region_slug: z.string().nullable(),
    city: z.string(),
    distance_km: z.number().nullable(),
  })
  .meta({ id: 'SchoolBase' })
export type SchoolBase = z.infer<typeof SchoolBase>
