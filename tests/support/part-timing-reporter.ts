/**
 * @module part-timing-reporter — prints, after every test run, how long each part of the suite
 * took (per vitest project: wall time, summed file time, files, tests) and the slowest files, so a
 * growing suite shows where its minutes go before it passes the 30-minute budget.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'

interface PartTiming {
  files: number
  tests: number
  /** Sum of the files' own time (collect, setup, tests and hooks). */
  fileMs: number
  firstStart: number
  lastEnd: number
}

/** How many of the slowest files are listed under the table. */
const SLOWEST_FILES = 8

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`
}

function moduleMs(module: TestModule): number {
  const d = module.diagnostic()
  return d.collectDuration + d.setupDuration + d.duration
}

function countResults(modules: ReadonlyArray<TestModule>) {
  const counts = { passed: 0, failed: 0, skipped: 0 }
  for (const module of modules)
    for (const test of module.children.allTests()) {
      const state = test.result().state
      if (state === 'passed') counts.passed += 1
      else if (state === 'failed') counts.failed += 1
      else counts.skipped += 1
    }
  return counts
}

export class PartTimingReporter implements Reporter {
  private readonly started = new Map<string, number>()
  private readonly parts = new Map<string, PartTiming>()
  private runStart = Date.now()

  onTestRunStart(): void {
    this.runStart = Date.now()
    this.started.clear()
    this.parts.clear()
  }

  onTestModuleStart(module: TestModule): void {
    this.started.set(module.moduleId, Date.now())
  }

  onTestModuleEnd(module: TestModule): void {
    const end = Date.now()
    const start = this.started.get(module.moduleId) ?? end - moduleMs(module)
    const name = module.project.name || 'default'
    const part = this.parts.get(name) ?? { files: 0, tests: 0, fileMs: 0, firstStart: start, lastEnd: end }
    part.files += 1
    part.tests += [...module.children.allTests()].length
    part.fileMs += moduleMs(module)
    part.firstStart = Math.min(part.firstStart, start)
    part.lastEnd = Math.max(part.lastEnd, end)
    this.parts.set(name, part)
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (this.parts.size === 0) return
    const rows = [...this.parts.entries()].sort((a, b) => a[1].firstStart - b[1].firstStart)
    const width = Math.max(...rows.map(([name]) => name.length), 'part'.length)
    const lines = [
      '',
      'Time per part of the suite (parts run side by side, so wall times overlap):',
      `  ${'part'.padEnd(width)}  ${'wall'.padStart(9)}  ${'files sum'.padStart(9)}  files  tests`,
      ...rows.map(
        ([name, p]) =>
          `  ${name.padEnd(width)}  ${seconds(p.lastEnd - p.firstStart).padStart(9)}  ${seconds(p.fileMs).padStart(9)}  ${String(p.files).padStart(5)}  ${String(p.tests).padStart(5)}`,
      ),
      `  ${'all'.padEnd(width)}  ${seconds(Date.now() - this.runStart).padStart(9)}`,
      '',
      `Slowest files:`,
      ...[...modules]
        .sort((a, b) => moduleMs(b) - moduleMs(a))
        .slice(0, SLOWEST_FILES)
        .map(
          (m) =>
            `  ${seconds(moduleMs(m)).padStart(9)}  ${m.project.name}  ${path.relative(process.cwd(), m.moduleId)}`,
        ),
      '',
    ]
    console.log(lines.join('\n'))
    const counts = countResults(modules)
    const closingLine = `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`
    // scripts/test.sh prints this line last, after its own phase timings, as the run's closing line.
    if (process.env.OABAT_TEST_SUMMARY_FILE) fs.writeFileSync(process.env.OABAT_TEST_SUMMARY_FILE, `${closingLine}\n`)
    else console.log(closingLine)
  }
}
