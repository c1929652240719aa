/**
 * Runs Medmarket as production does on one host: M back-ends on one PostgreSQL, N storefronts in split mode, and
 * nginx in front balancing both (deploy/nginx.conf.template). `npm run cluster` after `npm run build`.
 *
 *   DATABASE_URL     postgres://… (required: every back-end shares it)
 *   STOREFRONTS      how many storefronts (2)        STOREFRONT_PORT  the first one's port (3001)
 *   BACKENDS         how many back-ends (2)          BACKEND_PORT     the first one's port (4001)
 *   LISTEN           nginx's public address (8080)   BACKEND_LISTEN   nginx's port for the back-ends (8081)
 *   BUILD_DIR        the build (build)               CLUSTER_DIR      nginx's config, logs and temp (.data/cluster)
 * Any other setting (ADMIN_EMAIL, SMTP_URL, …) is passed to every process as it is.
 *
 * SIGINT or SIGTERM stops everything in order: nginx finishes what it holds, then the storefronts, then the
 * back-ends drain (decision 049). A process that dies is reported and the rest go on: nginx sends its requests to the
 * others, as it would in production.
 *
 * SIGHUP is a rolling restart, as a deploy of a new build does it: each back-end, then each storefront, in turn, is
 * stopped with SIGTERM (or found stopped), started again from BUILD_DIR, waited for until ready and until nginx uses
 * it again; nginx sends visitors to the others meanwhile. processes.json names each new pid from that moment.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliInstalled, FAIL_TIMEOUT_S, nginxConfig } from './nginx-config.ts'

const env = process.env
const count = (name: string, fallback: number) => {
  const value = Number(env[name] ?? fallback)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number from 1`)
  return value
}
const storefronts = count('STOREFRONTS', 2)
const backends = count('BACKENDS', 2)
const storefrontPort = count('STOREFRONT_PORT', 3001)
const backendPort = count('BACKEND_PORT', 4001)
const listen = env.LISTEN ?? '8080'
const backendListen = count('BACKEND_LISTEN', 8081)
const buildDir = path.resolve(env.BUILD_DIR ?? 'build')
const runDir = path.resolve(env.CLUSTER_DIR ?? '.data/cluster')
const databaseUrl = env.DATABASE_URL ?? ''

if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
  console.error('DATABASE_URL must be a PostgreSQL URL: several back-ends share one database (docs/operations.md)')
  process.exit(1)
}
if (!existsSync(path.join(buildDir, 'server.js'))) {
  console.error(`No build in ${buildDir}: run npm run build first`)
  process.exit(1)
}

const NGINX = env.NGINX ?? '/usr/sbin/nginx'
/** The nginx configuration: the template with this run's ports and folders. */
const nginxConf = () =>
  nginxConfig({
    storefronts: Array.from({ length: storefronts }, (_, i) => `127.0.0.1:${storefrontPort + i}`),
    backends: Array.from({ length: backends }, (_, i) => `127.0.0.1:${backendPort + i}`),
    listen,
    // On loopback: the back-ends are for the storefronts, never for visitors.
    backendListen: `127.0.0.1:${backendListen}`,
    buildDir,
    runDir,
    brotli: brotliInstalled(),
  })

interface Member {
  name: string
  port: number | null
  command: string
  args: string[]
  extra: Record<string, string>
  child: ChildProcess
}
const children: Member[] = []
let stopping = false
let restarting = false
/** The process a rolling restart is stopping: its exit is no news. */
let retiring: ChildProcess | null = null

function launch(member: Omit<Member, 'child'>): ChildProcess {
  const { name, command, args, extra } = member
  // A group of its own: Ctrl-C in a terminal reaches this script alone, which stops the others in order.
  const child = spawn(command, args, { env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  child.on('exit', (code, signal) => {
    if (!stopping && child !== retiring)
      console.error(`[cluster] ${name} stopped (${signal ?? `exit ${code}`}); the others go on`)
  })
  return child
}

function start(name: string, port: number | null, command: string, args: string[], extra: Record<string, string>) {
  const member = { name, port, command, args, extra }
  const child = launch(member)
  children.push({ ...member, child })
  return child
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

/** Waits until the process at `port` says it is ready (its /readyz). */
async function ready(name: string, port: number): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${name} did not become ready on port ${port}`)
}

/** node's options of `npm start`. */
const node = ['--max-semi-space-size=64']

mkdirSync(runDir, { recursive: true })
writeFileSync(path.join(runDir, 'nginx.conf'), nginxConf())

const common = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, BUILD_DIR: buildDir }
// Back-ends start together: migrations and the first seed run once under PostgreSQL's lock (decision 049).
for (let i = 0; i < backends; i++) {
  start(`backend-${i + 1}`, backendPort + i, process.execPath, [...node, path.join(buildDir, 'backend.js')], {
    ...common,
    BACKEND_HOST: '127.0.0.1',
    BACKEND_PORT: String(backendPort + i),
    BACKEND_TRUST_PROXY: 'loopback',
  })
}
await Promise.all(Array.from({ length: backends }, (_, i) => ready(`backend-${i + 1}`, backendPort + i)))
for (let i = 0; i < storefronts; i++) {
  start(`storefront-${i + 1}`, storefrontPort + i, process.execPath, [...node, path.join(buildDir, 'server.js')], {
    ...common,
    HOST: '127.0.0.1',
    PORT: String(storefrontPort + i),
    API_URL: `http://127.0.0.1:${backendListen}`,
    TRUST_PROXY: 'loopback',
  })
}
const nginx = start(
  'nginx',
  null,
  NGINX,
  ['-p', runDir, '-c', path.join(runDir, 'nginx.conf'), '-g', 'daemon off;'],
  {},
)
nginx.on('exit', () => {
  if (!stopping) void stop(1)
})
await Promise.all(Array.from({ length: storefronts }, (_, i) => ready(`storefront-${i + 1}`, storefrontPort + i)))
// Who is who, for an operator (or a test) who stops one process: name, pid and port; this script's own pid first.
function writeProcesses() {
  const list = [
    { name: 'cluster', pid: process.pid, port: null },
    ...children.map(({ name, child, port }) => ({ name, pid: child.pid, port })),
  ]
  writeFileSync(path.join(runDir, 'processes.json'), JSON.stringify(list, null, 2))
}
writeProcesses()
console.log(`[cluster] ${storefronts} storefronts and ${backends} back-ends behind nginx at http://${listen}`)

/** SIGHUP: every back-end, then every storefront, replaced one at a time (a deploy of the build in BUILD_DIR). */
async function rollingRestart() {
  if (restarting || stopping) return
  restarting = true
  try {
    for (const member of children.filter(({ name }) => name !== 'nginx')) {
      if (stopping) return
      retiring = member.child
      member.child.kill('SIGTERM')
      await exited(member.child)
      if (stopping) return
      member.child = launch(member)
      if (member.port !== null) await ready(member.name, member.port)
      // Until nginx uses it again, it cannot take the next one's visitors; processes.json names it from then on.
      await new Promise((resolve) => setTimeout(resolve, (FAIL_TIMEOUT_S + 1.5) * 1000))
      writeProcesses()
      console.log(`[cluster] ${member.name} restarted`)
    }
    console.log('[cluster] rolling restart done')
  } finally {
    restarting = false
  }
}

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  const group = async (prefix: string, signal: NodeJS.Signals) => {
    const members = children.filter(({ name }) => name.startsWith(prefix))
    for (const { child } of members) child.kill(signal)
    await Promise.all(members.map(({ child }) => exited(child)))
  }
  // nginx's graceful stop (QUIT) finishes the requests it holds, which need the processes behind it.
  await group('nginx', 'SIGQUIT')
  await group('storefront-', 'SIGTERM')
  await group('backend-', 'SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0))
process.on('SIGHUP', () => {
  rollingRestart().catch((error: Error) => console.error(`[cluster] rolling restart stopped: ${error.message}`))
})
