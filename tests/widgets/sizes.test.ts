/**
 * Byte budgets of the built widgets (gzipped, as downloaded), and PROTOCOL.md's budget table
 * kept equal to them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { hlsChunk, measureWidgetSizes, pusherChunk, staticImportGraph } from '../../widgets/scripts/measure-sizes.ts'
import { WIDGET_BUDGETS } from '../../widgets/scripts/size-budgets.ts'
import { REPO_ROOT } from '../support/repo-paths.ts'

const DIST = path.join(REPO_ROOT, 'widgets', 'dist')

describe('widget sizes', () => {
  test('the loader and each widget with the loader stay within their gzip budgets', () => {
    if (!fs.existsSync(path.join(DIST, 'oabat.js'))) throw new Error(`${DIST} is missing: run pnpm build first`)
    const sizes = measureWidgetSizes(DIST)
    expect(sizes.loader).toBeLessThanOrEqual(WIDGET_BUDGETS.loader)
    expect(sizes.loader + sizes.jobList).toBeLessThanOrEqual(WIDGET_BUDGETS.jobListWithLoader)
    expect(sizes.loader + sizes.jobCard).toBeLessThanOrEqual(WIDGET_BUDGETS.jobCardWithLoader)
    expect(sizes.jobListRatings).toBeLessThanOrEqual(WIDGET_BUDGETS.jobListRatings)
    expect(sizes.searchOwn).toBeLessThanOrEqual(WIDGET_BUDGETS.searchOwn)
    expect(sizes.consentOwn).toBeLessThanOrEqual(WIDGET_BUDGETS.consentOwn)
    expect(sizes.businessListOwn).toBeLessThanOrEqual(WIDGET_BUDGETS.businessListOwn)
    expect(sizes.businessListOwn).toBeLessThan(sizes.businessList)
    expect(sizes.chatOwn).toBeLessThanOrEqual(WIDGET_BUDGETS.chatOwn)
    expect(sizes.chatRealtime).toBeLessThanOrEqual(WIDGET_BUDGETS.chatRealtime)
    expect(sizes.livestreamOwn).toBeLessThanOrEqual(WIDGET_BUDGETS.livestreamOwn)
    expect(sizes.livestreamOwn).toBeLessThan(sizes.livestream)
    // "Beyond the shared runtime" leaves out exactly the preact and shared chunks.
    expect(sizes.searchOwn).toBeLessThan(sizes.search)
  })

  test('the measured graph of an entry holds its shared chunks and no zod', () => {
    const files = staticImportGraph(path.join(DIST, 'job-list.js'))
    expect(files.some((file) => file.includes(`${path.sep}chunks${path.sep}`))).toBe(true)
    for (const file of [...files, path.join(DIST, 'oabat.js')]) {
      expect(fs.readFileSync(file, 'utf8')).not.toMatch(/zod/i)
    }
  })

  test('chat.js does not load pusher-js before the chat opens', () => {
    const files = staticImportGraph(path.join(DIST, 'chat.js'))
    expect(files).not.toContain(pusherChunk(DIST))
    expect(fs.readFileSync(path.join(DIST, 'chat.js'), 'utf8')).toMatch(/import\(["'`]\.\/chunks\/pusher-/)
  })

  test('the job elements load the rating code only by URL, when their `ratings` attribute asks', () => {
    for (const entry of ['job-list.js', 'job-card.js']) {
      expect(staticImportGraph(path.join(DIST, entry))).not.toContain(path.join(DIST, 'ratings.js'))
      expect(fs.readFileSync(path.join(DIST, entry), 'utf8')).toMatch(/new URL\(["'`]\.\/ratings\.js["'`]/)
    }
  })

  test('livestream.js loads neither hls.js nor pusher-js before they are needed', () => {
    const files = staticImportGraph(path.join(DIST, 'livestream.js'))
    expect(files).not.toContain(hlsChunk(DIST))
    expect(files).not.toContain(pusherChunk(DIST))
    const code = fs.readFileSync(path.join(DIST, 'livestream.js'), 'utf8')
    expect(code).toMatch(/import\(["'`]\.\/chunks\/hls[^"'`]*\.js["'`]\)/)
    expect(code).toMatch(/import\(["'`]\.\/chunks\/pusher-/)
  })

  test("PROTOCOL.md's budget table shows the budgets the build is held to", () => {
    const protocol = fs.readFileSync(path.join(REPO_ROOT, 'widgets', 'PROTOCOL.md'), 'utf8')
    const rows = protocol.split('\n').map((line) => line.split('|').map((cell) => cell.trim()))
    const budgetOf = (label: string) => {
      const row = rows.find((cells) => cells[1] === label)
      return Number(/\((\d+) B\)/.exec(row?.[2] ?? '')?.[1])
    }
    expect(budgetOf('`oabat.js` (loader)')).toBe(WIDGET_BUDGETS.loader)
    expect(budgetOf('loader + `job-list.js` + its chunks')).toBe(WIDGET_BUDGETS.jobListWithLoader)
    expect(budgetOf('loader + `job-card.js` + its chunks')).toBe(WIDGET_BUDGETS.jobCardWithLoader)
    expect(budgetOf('`ratings.js` beyond the job list (with `ratings`)')).toBe(WIDGET_BUDGETS.jobListRatings)
    expect(budgetOf('`search.js` beyond the shared runtime')).toBe(WIDGET_BUDGETS.searchOwn)
    expect(budgetOf('`consent.js` beyond the shared runtime')).toBe(WIDGET_BUDGETS.consentOwn)
    expect(budgetOf('`business-list.js` beyond the shared runtime')).toBe(WIDGET_BUDGETS.businessListOwn)
    expect(budgetOf('`chat.js` beyond the shared runtime')).toBe(WIDGET_BUDGETS.chatOwn)
    expect(budgetOf('pusher-js chunk of `chat.js` (on opening)')).toBe(WIDGET_BUDGETS.chatRealtime)
    expect(budgetOf('`livestream.js` beyond the shared runtime')).toBe(WIDGET_BUDGETS.livestreamOwn)
  })
})
