/**
 * One load run with autocannon: requests per second and latency percentiles taken from every response (autocannon's
 * own summary has no p95), and the server's CPU time per request served, when the server's CPU can be read.
 */
import autocannon from 'autocannon'

export interface LoadFigures {
  rps: number
  p50: number
  p95: number
  p99: number
  /** Answers received in the run, and requests sent (those in flight at its end too). */
  requests: number
  sent: number
  /** Server CPU ms per request sent (process utime + stime from the start until the server is idle again). */
  cpuMsPerRequest: number | null
  non2xx: number
  errors: number
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] as number
}

export async function load({
  url,
  connections,
  duration,
  headers = {},
  cpuMs,
}: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  cpuMs?: () => number
}): Promise<LoadFigures> {
  const latencies: number[] = []
  const cpuBefore = cpuMs?.()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        // What a browser sends: the storefront compresses, and streams differently to bots.
        headers: {
          'accept-encoding': 'gzip',
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) medmarket-bench',
          ...headers,
        },
      },
      (error, answer) => (error ? reject(error) : resolve(answer)),
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
      latencies.push(ms)
    })
  })
  // Requests still in flight when the run stopped are rendered all the same: their CPU belongs to this run, and
  // the next run must not start on a busy server.
  const cpuAfter = cpuMs ? await quiet(cpuMs) : undefined
  latencies.sort((a, b) => a - b)
  const served = result.requests.total
  const sent = (result.requests as { sent?: number }).sent ?? served
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    rps: round(served / (result.duration || duration)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: served,
    sent,
    cpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && sent > 0
        ? Math.round(((cpuAfter - cpuBefore) / sent) * 100) / 100
        : null,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/**
 * Waits until the server's CPU stays below a tenth of a core for two readings in a row (at most 30 s) and answers its
 * CPU time then.
 */
async function quiet(cpuMs: () => number, intervalMs = 250): Promise<number> {
  let last = cpuMs()
  let calm = 0
  const deadline = Date.now() + 30_000
  while (calm < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
    const now = cpuMs()
    calm = now - last < intervalMs / 10 ? calm + 1 : 0
    last = now
  }
  return last
}

/** A short run that lets the server warm up (JIT, caches) before a measured one. */
export async function warmUp(url: string, headers: Record<string, string> = {}, seconds = 2) {
  await load({ url, connections: 10, duration: seconds, headers })
}
