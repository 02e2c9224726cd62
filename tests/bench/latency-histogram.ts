/**
 * @module latency-histogram — delivery latencies in 1 ms buckets: 100,000 deliveries a second cost a
 * counter each instead of a number to keep, and generators' histograms add up across processes.
 */

/** Buckets 0…9,999 ms; the last one holds everything slower. */
export const HISTOGRAM_BUCKETS = 10_001

export function bucketOf(latencyMs: number): number {
  return Math.min(HISTOGRAM_BUCKETS - 1, Math.max(0, Math.floor(latencyMs)))
}

/** The p-th percentile (upper edge of its bucket, ms) of `total` deliveries in `histogram`. */
export function histogramPercentile(histogram: ArrayLike<number>, total: number, p: number): number {
  const rank = Math.ceil((p / 100) * total)
  let seen = 0
  for (let bucket = 0; bucket < histogram.length; bucket++) {
    seen += histogram[bucket] as number
    if (seen >= rank) return bucket + 1
  }
  return HISTOGRAM_BUCKETS
}
