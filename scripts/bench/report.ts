/**
 * The figures of a run as JSON, and the deltas between two runs: every number of both files, found by its path
 * (`pages.sections.catalogue.runs.c50.ssr.rps`), printed old → new with the change. Lists of named rows are keyed by
 * their names, so a call or a script added in one run does not shift the others.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'

export interface BenchReport {
  meta: {
    startedAt: string
    finishedAt?: string
    commit: string | null
    branch: string | null
    node: string
    cpus: number
    /** The machine's load averages at the start and at the end: noisy neighbours show here. */
    loadAtStart: number[]
    loadAtEnd?: number[]
    options: Record<string, unknown>
  }
  sections: Record<string, unknown>
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

export function newReport(options: Record<string, unknown>): BenchReport {
  const dirty = git(['status', '--porcelain', '--untracked-files=no'])
  const commit = git(['rev-parse', '--short', 'HEAD'])
  return {
    meta: {
      startedAt: new Date().toISOString(),
      commit: commit && dirty ? `${commit}+changes` : commit,
      branch: git(['rev-parse', '--abbrev-ref', 'HEAD']),
      node: process.version,
      cpus: cpus().length,
      loadAtStart: loadavg().map((n) => Math.round(n * 100) / 100),
      options,
    },
    sections: {},
  }
}

export function writeReport(report: BenchReport, file: string) {
  report.meta.finishedAt = new Date().toISOString()
  report.meta.loadAtEnd = loadavg().map((n) => Math.round(n * 100) / 100)
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every finite number of a JSON value by its dotted path; rows with a `name` or `path` are keyed by it. */
export function flatten(value: unknown, prefix = '', into = new Map<string, number>()): Map<string, number> {
  if (typeof value === 'number' && Number.isFinite(value)) into.set(prefix, value)
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = isRecord(item) ? (item.name ?? item.call ?? item.path ?? index) : index
      flatten(item, prefix ? `${prefix}.${String(key)}` : String(key), into)
    })
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into)
  }
  return into
}

/** Figures where more is better; the rest (latencies, bytes, CPU, paint times) are better smaller. */
const HIGHER_IS_BETTER = /(\.rps|\.ratio|Ratio$|\.scores\.|performance$|accessibility$|best-practices$|seo$)/

const formatNumber = (n: number) =>
  Number.isInteger(n) || Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2)

export function printComparison(oldFile: string, current: BenchReport) {
  const old = JSON.parse(readFileSync(oldFile, 'utf8')) as BenchReport
  const before = flatten(old.sections)
  const after = flatten(current.sections)
  console.log(
    `\nCompared with ${oldFile} (${old.meta.commit ?? '?'}, ${old.meta.startedAt}; load ${old.meta.loadAtStart?.join(' ')})` +
      ` → this run (${current.meta.commit ?? '?'}; load ${current.meta.loadAtStart.join(' ')})`,
  )
  // Skip the noise of run bookkeeping (request counts, each run of a median) and per-script rows: hashed names
  // change with every build, the totals say what changed.
  const skip =
    /\.(requests|sent|non2xx|errors|seconds|serverStartSeconds|htmlBytes)$|\.(list|notPreloaded)\.|\.runs\.\d+\.|noJsFcp\.\d+$/
  let shown = 0
  for (const [key, value] of after) {
    if (skip.test(key)) continue
    const was = before.get(key)
    if (was === undefined) continue
    const change = was === 0 ? (value === 0 ? 0 : Number.POSITIVE_INFINITY) : ((value - was) / Math.abs(was)) * 100
    const better = HIGHER_IS_BETTER.test(key) ? change > 0 : change < 0
    const mark = Math.abs(change) < 5 ? ' ' : better ? '+' : '-'
    console.log(
      `  ${mark} ${key.padEnd(62)} ${formatNumber(was).padStart(10)} → ${formatNumber(value).padStart(10)}  ${
        Number.isFinite(change) ? `${change >= 0 ? '+' : ''}${change.toFixed(1)} %` : 'new'
      }`,
    )
    shown++
  }
  const gone = [...before.keys()].filter((key) => !after.has(key) && !skip.test(key))
  console.log(`  (${shown} figures in both runs; ${gone.length} only in the old one; + better, - worse by 5 % or more)`)
}
