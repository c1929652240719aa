/**
 * The embedded back-end, run in a worker thread (`backend/thread.ts`, decision 058), seen from the storefront's thread
 * as the back-end in process was: `fetch(request)` answers a call, `answers()` says whether its database answers,
 * `close()` closes it after the last call.
 *
 * A call's body crosses as bytes when it is whole (a loader's JSON), as a transferred stream when it comes from a
 * socket (a browser's upload, read by the back-end as it arrives, within its limits). The answer comes back whole.
 */
import { Worker, type WorkerOptions } from 'node:worker_threads'
import type { ThreadReply, ThreadRequest } from '#backend/thread.ts'

export interface BackendThread {
  /** A call whose body is whole: a loader's, or an action's. */
  fetch(request: Request): Promise<Response>
  /** A call as it came from a socket: its body goes to the back-end as it arrives. */
  relay(request: Request): Promise<Response>
  answers(): Promise<boolean>
  close(): Promise<void>
}

/**
 * The thread, from the built entry; or from the source (development, tests), whose TypeScript is loaded through tsx
 * registered in the thread itself: a worker does not inherit the loader its process was started with.
 */
function threadOf(entry: URL, options: WorkerOptions): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options)
  const code = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { ...options, eval: true })
}

/** `options.env`: the thread's environment, when not the process's own (the tests'). */
export function startBackendThread(entry: URL, options: Pick<WorkerOptions, 'env'> = {}): Promise<BackendThread> {
  const worker = threadOf(entry, options)
  const waiting = new Map<number, (reply: ThreadReply) => void>()
  let lastId = 0
  let closing = false

  const ask = (request: ThreadRequest, transfer: Transferable[] = []) =>
    new Promise<ThreadReply>((resolve) => {
      waiting.set(request.id, resolve)
      worker.postMessage(request, transfer as never)
    })

  return new Promise((started, failedToStart) => {
    let running = false
    worker.on('message', (reply: ThreadReply) => {
      if (reply.kind === 'started') {
        running = true
        started(thread)
        return
      }
      const answered = waiting.get(reply.id)
      waiting.delete(reply.id)
      answered?.(reply)
    })
    // The back-end is this process's: when its thread dies, the storefront cannot answer, and stops.
    worker.on('error', (error) => {
      if (!running) return failedToStart(error)
      console.error('The back-end thread failed', error)
      process.exit(1)
    })
    worker.on('exit', (code) => {
      if (closing) return
      const error = new Error(`The back-end thread stopped (exit code ${code})`)
      if (!running) return failedToStart(error)
      console.error(error.message)
      process.exit(1)
    })

    async function call(request: Request, streamed: boolean): Promise<Response> {
      const body = request.body === null ? null : streamed ? request.body : await request.arrayBuffer()
      const reply = await ask(
        { kind: 'call', id: ++lastId, method: request.method, url: request.url, headers: [...request.headers], body },
        body ? [body] : [],
      )
      if (reply.kind === 'failed') throw new Error(`The back-end failed to answer: ${reply.message}`)
      if (reply.kind !== 'answer') throw new Error(`The back-end answered a call with «${reply.kind}»`)
      // An empty answer has no body: a HEAD's, a 204's and a 304's must not have one.
      return new Response(reply.body.byteLength === 0 ? null : reply.body, {
        status: reply.status,
        statusText: reply.statusText,
        headers: reply.headers,
      })
    }

    const thread: BackendThread = {
      fetch: (request) => call(request, false),
      relay: (request) => call(request, true),
      async answers() {
        const reply = await ask({ kind: 'answers', id: ++lastId })
        return reply.kind === 'answers' && reply.ok
      },
      async close() {
        closing = true
        await ask({ kind: 'close', id: ++lastId })
        await worker.terminate()
      },
    }
  })
}
