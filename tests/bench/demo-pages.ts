/** A page of the demo seed a bench visits: a short name and its path. */
export type DemoPage = [name: string, path: string]

/**
 * Real paths of the demo seed, asked from the API (its slugs carry random suffixes): home, a listing,
 * a job, that job's company and a region page.
 */
export async function demoPages(url: string): Promise<DemoPage[]> {
  const search = (await (
    await fetch(`${url}/api/search?latitude=48.5665&longitude=13.4312&radius=25&category=Alles&page=1`)
  ).json()) as { result: { data: Array<{ url: string; business: { slug: string } }> } }
  const job = search.result.data[0]
  const regions = (await (await fetch(`${url}/api/regions/`)).json()) as { data: Array<{ url: string }> }
  if (!job || !regions.data[0]) throw new Error('the demo seed has no job near Passau or no region')
  return [
    ['home', '/'],
    ['listing', '/ausbildung/passau-2855328'],
    ['job', job.url],
    ['company', `/betriebe/${job.business.slug}`],
    ['region', regions.data[0].url],
  ]
}
