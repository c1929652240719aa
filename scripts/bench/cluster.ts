/**
 * The scale-out mode under load (issue 17): `npm run cluster` — two back-ends on a fresh PostgreSQL database, two
 * storefronts in split mode, nginx in front — and the catalogue loaded through nginx, beside the single process's
 * figures of the same run. Needs TEST_DATABASE_URL (a PostgreSQL server the bench may create a database on) and
 * Debian's nginx.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type LoadFigures, load, warmUp } from './load.ts'
import type { PageFigures } from './pages.ts'
import { processCpuMs } from './server.ts'

export interface ClusterFigures {
  storefronts: number
  backends: number
  products: number
  /** Keyed `c10`, `c50`; CPU per request is the storefronts' and back-ends' together (nginx's not counted). */
  catalogue: Record<string, LoadFigures>
}

const pad = (text: string, width: number) => text.padStart(width)
const fixed = (value: number | null, digits = 0) =>
  value === null || Number.isNaN(value) ? '–' : value.toFixed(digits)

async function untilReady(url: string, withinMs: number, process: ChildProcess) {
  const until = Date.now() + withinMs
  while (Date.now() < until) {
    if (process.exitCode !== null) throw new Error('the cluster stopped while starting')
    const answer = await fetch(url).catch(() => null)
    if (answer?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the cluster was not ready within ${withinMs / 1000} s`)
}

export async function clusterSection(options: {
  postgresUrl: string
  buildDir: string
  port: number
  products: number
  connections: number[]
  duration: number
}): Promise<ClusterFigures> {
  if (!existsSync('/usr/sbin/nginx')) throw new Error('nginx is not installed (apt-get install nginx)')
  const pg = (await import('pg')).default
  const name = `medmarket_bench_cluster_${Date.now()}`
  const admin = new pg.Client({ connectionString: options.postgresUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(options.postgresUrl)
  url.pathname = `/${name}`
  const dir = path.resolve('.data/bench-cluster')
  const listen = options.port + 3
  const cluster = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      BUILD_DIR: options.buildDir,
      CLUSTER_DIR: dir,
      STOREFRONTS: '2',
      BACKENDS: '2',
      LISTEN: `127.0.0.1:${listen}`,
      BACKEND_LISTEN: String(options.port + 4),
      STOREFRONT_PORT: String(options.port + 10),
      BACKEND_PORT: String(options.port + 20),
      SEED_DEMO: 'always',
      SEED_PRODUCTS: String(options.products),
    },
    stdio: 'ignore',
  })
  try {
    const origin = `http://127.0.0.1:${listen}`
    await untilReady(`${origin}/readyz`, 300_000, cluster)
    const pids = (JSON.parse(readFileSync(path.join(dir, 'processes.json'), 'utf8')) as { name: string; pid: number }[])
      // The storefronts and back-ends: not nginx, nor the script that started them.
      .filter((member) => member.name !== 'nginx' && member.name !== 'cluster')
      .map((member) => member.pid)
    const cpuMs = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0)
    const catalogue: Record<string, LoadFigures> = {}
    await warmUp(`${origin}/catalog`)
    for (const connections of options.connections) {
      catalogue[`c${connections}`] = await load({
        url: `${origin}/catalog`,
        connections,
        duration: options.duration,
        cpuMs,
      })
    }
    return { storefronts: 2, backends: 2, products: options.products, catalogue }
  } finally {
    cluster.kill('SIGTERM')
    await new Promise<void>((resolve) => {
      if (cluster.exitCode !== null) resolve()
      else cluster.once('exit', () => resolve())
    })
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {})
    await admin.end()
  }
}

/** The catalogue through nginx next to one process (the «pages» section of the same run). */
export function printCluster(single: Record<string, PageFigures> | undefined, cluster: ClusterFigures) {
  console.log(
    `  ${'conn'.padStart(4)} | ${pad('one process req/s', 18)} ${pad('p99', 6)} | ${pad('2 + 2 behind nginx req/s', 25)} ${pad('p99', 6)} ${pad('CPU ms', 7)} | ratio`,
  )
  for (const [key, run] of Object.entries(cluster.catalogue)) {
    const before = single?.catalogue?.runs[key]?.ssr
    console.log(
      `  ${pad(key.slice(1), 4)} | ${pad(before ? fixed(before.rps, 1) : '–', 18)} ${pad(before ? fixed(before.p99) : '–', 6)}` +
        ` | ${pad(fixed(run.rps, 1), 25)} ${pad(fixed(run.p99), 6)} ${pad(fixed(run.cpuMsPerRequest, 2), 7)} | ${before && before.rps > 0 ? (run.rps / before.rps).toFixed(2) : '–'}`,
    )
  }
  if (!single) console.log('  (one process was not measured in this run: add «pages» to --only for it)')
}
