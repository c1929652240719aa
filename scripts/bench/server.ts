/**
 * The production server the bench measures: `node BUILD_DIR/server.js` with an in-memory PGlite seeded with the demo
 * catalogue, an administrator (to read the SMS outbox when a buyer signs in) and per-IP limits out of the way. Its
 * CPU time is read from /proc, so a run can say how much CPU each page cost.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const benchAdmin = { email: 'admin@medmarket.bench', password: 'admin-bench-password' } as const

export interface BenchServer {
  origin: string
  products: number
  /** Seconds from the start until /healthz answered (seeding included). */
  startSeconds: number
  /** CPU time (user + system) the server process has used so far, in ms. */
  cpuMs(): number
  /**
   * A public file of this server's own, for a page's HTML served as a static file: it exists from before the start,
   * since the server reads which public files there are once, when it starts (server/public-files.ts).
   */
  staticCopy: { path: string; url: string }
  stop(): Promise<void>
  /** Ends the process at once (when the bench itself is exiting). */
  kill(): void
}

let ticksPerSecond: number | undefined
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
    const value = Number(answer.stdout?.trim())
    ticksPerSecond = Number.isFinite(value) && value > 0 ? value : 100
  }
  return ticksPerSecond
}

/** utime + stime of a process (all its threads), from /proc/<pid>/stat, in ms. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // The command name may hold spaces and parentheses: the fields that follow start after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 14 and 15 of proc(5); the rest starts at field 3.
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / clockTicks()
}

/** The options of node in `npm start` (package.json), so that the bench measures the server as it is run. */
export function startOptions(): string[] {
  const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>
  }
  const start = /\bnode\s+((?:--\S+\s+)*)\.\/build\/server\.js/.exec(manifest.scripts.start ?? '')
  if (!start) throw new Error('package.json: the start script no longer reads `node [options] ./build/server.js`')
  return start[1]?.trim().split(/\s+/).filter(Boolean) ?? []
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const how = child.signalCode ?? `exit code ${child.exitCode}`
      throw new Error(`The server stopped (${how}) before it was ready:\n${output()}`)
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer ${origin}/healthz in ${timeoutMs / 1000} s:\n${output()}`)
}

export async function startServer({
  buildDir,
  port,
  products,
  timeoutMs = 180_000,
}: {
  buildDir: string
  port: number
  products: number
  timeoutMs?: number
}): Promise<BenchServer> {
  const started = Date.now()
  const origin = `http://127.0.0.1:${port}`
  const staticName = `bench-static-${port}.html`
  const staticCopy = { path: path.resolve(buildDir, 'client', staticName), url: `${origin}/${staticName}` }
  writeFileSync(staticCopy.path, '')
  const removeStaticCopy = () => rmSync(staticCopy.path, { force: true })
  // By its absolute path: the process list says which build (which worktree) it is; with the options `npm start` gives.
  const child = spawn(process.execPath, [...startOptions(), path.resolve(buildDir, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'auto',
      SEED_PRODUCTS: String(products),
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // Every request of the bench comes from 127.0.0.1.
      SMS_LIMIT_PER_IP_HOUR: '10000',
      SIGNIN_FAILURES_PER_IP: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // The last few kilobytes of what the server said, for when it fails.
  let output = ''
  const keep = (chunk: unknown) => {
    output = (output + String(chunk)).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  child.once('exit', removeStaticCopy)
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
      child.once('exit', () => {
        clearTimeout(force)
        resolve()
      })
      child.kill('SIGTERM')
    })
  try {
    await waitForHealth(origin, child, () => output, timeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  const pid = child.pid
  if (pid === undefined) throw new Error('The server has no process id')
  return {
    origin,
    products,
    startSeconds: (Date.now() - started) / 1000,
    cpuMs: () => processCpuMs(pid),
    staticCopy,
    stop,
    kill: () => {
      child.kill('SIGTERM')
      removeStaticCopy()
    },
  }
}
