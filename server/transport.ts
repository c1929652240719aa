/**
 * Calls from the storefront to the back-end wait a bounded time (API_TIMEOUT_MS, decision 026). Over the network
 * the request is aborted (`withDeadline`); in process, where nothing listens to an abort, the answer is given up on
 * all the same (`withDeadlineInProcess`). Either way the call fails with a TimeoutError, which the API client answers
 * with 503 (backendUnavailable).
 */
type Fetch = (request: Request) => Response | Promise<Response>

export function withDeadline(fetchRequest: Fetch, timeoutMs: number): (request: Request) => Promise<Response> {
  return async (request) => {
    const deadline = AbortSignal.timeout(timeoutMs)
    const bounded = new Request(request, { signal: AbortSignal.any([request.signal, deadline]) })
    let stop = () => {}
    const expired = new Promise<never>((_, reject) => {
      const onAbort = () => reject(deadline.reason)
      deadline.addEventListener('abort', onAbort, { once: true })
      stop = () => deadline.removeEventListener('abort', onAbort)
    })
    try {
      return await Promise.race([Promise.resolve(fetchRequest(bounded)), expired])
    } finally {
      stop()
    }
  }
}

/**
 * The same bound for the back-end in this process, which never reads a request's signal: the answer is given up on at
 * the deadline, with one timer, and the request goes as it is — not copied with a signal of its own and two more
 * signals to abort it, which a page paid for on each of its calls.
 */
export function withDeadlineInProcess(fetchRequest: Fetch, timeoutMs: number): (request: Request) => Promise<Response> {
  return async (request) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
        timeoutMs,
      )
    })
    try {
      return await Promise.race([Promise.resolve(fetchRequest(request)), expired])
    } finally {
      clearTimeout(timer)
    }
  }
}
