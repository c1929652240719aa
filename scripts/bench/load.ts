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
  requests: number
  /** Server CPU ms per request served (process utime + stime over the run). */
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
  const cpuAfter = cpuMs?.()
  latencies.sort((a, b) => a - b)
  const served = result.requests.total
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    rps: round(served / (result.duration || duration)),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    requests: served,
    cpuMsPerRequest:
      cpuBefore !== undefined && cpuAfter !== undefined && served > 0
        ? Math.round(((cpuAfter - cpuBefore) / served) * 100) / 100
        : null,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** A short run that lets the server warm up (JIT, caches) before a measured one. */
export async function warmUp(url: string, headers: Record<string, string> = {}, seconds = 2) {
  await load({ url, connections: 10, duration: seconds, headers })
}
