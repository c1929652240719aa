/**
 * The back-end in a thread of the storefront's process (embedded mode, decision 058): the database, the app and the
 * notification worker run here, and the storefront's thread only renders. It answers the messages of
 * `server/backend-thread.ts`: a call, a readiness check, the close.
 */
import { parentPort } from 'node:worker_threads'
import { startBackend } from './index.ts'
import { databaseAnswers } from './lib/health.ts'

/** A call to the back-end: a request, its body whole (a loader's) or as a stream (a browser's upload). */
export interface ThreadCall {
  kind: 'call'
  id: number
  method: string
  url: string
  headers: [string, string][]
  body: ArrayBuffer | ReadableStream<Uint8Array> | null
}

/** What the storefront's thread asks besides calls. */
export type ThreadRequest = ThreadCall | { kind: 'answers' | 'close'; id: number }

/** The back-end's reply to a request, by its id; `started` once, when the back-end is ready. */
export type ThreadReply =
  | { kind: 'started' }
  | {
      kind: 'answer'
      id: number
      status: number
      statusText: string
      headers: [string, string][]
      body: ArrayBuffer
    }
  | { kind: 'failed'; id: number; message: string }
  | { kind: 'answers'; id: number; ok: boolean }
  | { kind: 'closed'; id: number }

const port = parentPort
if (!port) throw new Error('backend/thread.ts runs as a worker thread of the storefront (server.ts)')

const backend = await startBackend()
const answers = databaseAnswers(backend.database.db)

async function answer(call: ThreadCall): Promise<ThreadReply> {
  const response = await backend.app.fetch(
    new Request(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      ...(call.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    }),
  )
  return {
    kind: 'answer',
    id: call.id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
}

port.on('message', (request: ThreadRequest) => {
  if (request.kind === 'call') {
    answer(request).then(
      (reply) => port.postMessage(reply, reply.kind === 'answer' ? [reply.body] : []),
      (error: unknown) =>
        port.postMessage({ kind: 'failed', id: request.id, message: String(error) } satisfies ThreadReply),
    )
  } else if (request.kind === 'answers') {
    answers().then((ok) => port.postMessage({ kind: 'answers', id: request.id, ok } satisfies ThreadReply))
  } else {
    backend
      .close()
      .catch((error: unknown) => console.error('Closing the back-end failed', error))
      .finally(() => port.postMessage({ kind: 'closed', id: request.id } satisfies ThreadReply))
  }
})
port.postMessage({ kind: 'started' } satisfies ThreadReply)
