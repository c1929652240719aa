/**
 * Shutting an HTTP process down without losing a request (decision 049), shared by the back-end alone
 * (backend/main.ts) and the storefront (server.ts): from the first moment readiness says «draining»; the listening
 * socket closes, so new connections go to another process; requests in flight finish, each connection closing
 * after its answer; past the grace period the rest are cut. Only then does `close` stop what the requests used (the
 * notification worker, the database pool): no request meets a closed pool.
 */
import type { Server } from 'node:http'

export interface Shutdown {
  /** True from the moment shutting down starts. */
  draining(): boolean
  /** Starts shutting down; later calls get the same promise. Rejects when `close` fails or hangs. */
  shutdown(): Promise<void>
}

export interface ShutdownOptions {
  /** How long requests in flight may take to finish, ms. */
  graceMs: number
  /** Stops what the requests used; runs once the server is closed. */
  close: () => Promise<void>
  /** How long `close` may take, ms: what it waits for (a notification being sent) has timeouts of its own. */
  closeLimitMs?: number
  log?: (message: string) => void
}

/** How often connections that fell idle while draining are closed, ms. */
const IDLE_SWEEP_MS = 25

export function gracefulShutdown(server: Server, options: ShutdownOptions): Shutdown {
  const { graceMs, close, closeLimitMs = 5000, log = console.log } = options
  let started: Promise<void> | undefined
  // A request that arrives on a kept-alive connection while draining is served, and its connection closes after
  // the answer: the client's next request opens a new connection, to another process.
  server.prependListener('request', (_req, res) => {
    if (started) res.setHeader('Connection', 'close')
  })

  async function drain(): Promise<void> {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    server.closeIdleConnections()
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs)
    })
    try {
      if ((await Promise.race([closed, late])) === 'late') {
        log(`Requests still running after ${graceMs} ms: their connections are cut`)
        server.closeAllConnections()
        await closed
      }
    } finally {
      clearInterval(sweep)
      clearTimeout(timer)
    }
  }

  async function closeWithin(): Promise<void> {
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Closing took longer than ${closeLimitMs} ms`)), closeLimitMs)
    })
    try {
      await Promise.race([close(), hung])
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    draining: () => started !== undefined,
    shutdown() {
      started ??= (async () => {
        log('Shutting down: no new connections, finishing the requests in flight')
        await drain()
        await closeWithin()
        log('Shut down')
      })()
      return started
    },
  }
}

/** SIGTERM (a process manager, a rolling deploy) and SIGINT (Ctrl+C) shut down; the exit code says how it went. */
export function shutDownOnSignals(shutdown: Shutdown): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown.shutdown().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed', error)
          process.exit(1)
        },
      )
    })
  }
}
