/**
 * A storefront (or back-end) of the production build started by a test itself, with settings of its own — for what
 * the run's shared servers cannot show (another TRUST_PROXY, a back-end that never answers). In-memory PGlite with
 * a small demo catalogue; stopped by the test. Ports come from E2E_PORT_BASE + 20…49, clear of the shared servers.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server, type Socket } from 'node:net'
import { admin } from '../../playwright.config.ts'

const base = Number(process.env.E2E_PORT_BASE ?? 3100)
const buildDir = process.env.BUILD_DIR ?? 'build'

/** A port of this run for a spawned server: `slot` 0…29, one per server a spec starts. */
export const spawnedPort = (slot: number) => base + 20 + slot

export interface SpawnedServer {
  origin: string
  stop(): Promise<void>
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output()}`)
    const healthy = await fetch(`${origin}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (healthy) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`the server at ${origin} did not start:\n${output()}`)
}

/** Starts `node build/server.js` (or `backend.js`) on `port` with these settings over the run's defaults. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  entry: 'server' | 'backend' = 'server',
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [`${buildDir}/${entry}.js`], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      DATABASE_URL: 'memory://',
      SEED_PRODUCTS: '30',
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(entry === 'server' ? { PORT: String(port) } : { BACKEND_PORT: String(port) }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(origin, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** A "back-end" that takes connections and requests and never answers: a frozen process. */
export async function startFrozenBackend(port: number): Promise<{ stop(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // Read and hold whatever comes; write nothing.
    socket.on('data', () => {})
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
