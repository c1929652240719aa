/**
 * A rendered page handed from the entry (app/entry.server.tsx) to the server (server/remix-handler.ts) as the buffer it
 * is. The two are built into separate bundles, so the buffer rides on the answer under a registered symbol.
 *
 * Reading a `Response`'s body back makes a web stream of the buffer and reads it through a reader: about 40 µs a page
 * on Node 20, where every `ReadableStream` is made transferable on construction.
 */
const WHOLE_DOCUMENT = Symbol.for('medmarket.wholeDocument')

type WithDocument = Response & { [WHOLE_DOCUMENT]?: Buffer<ArrayBuffer> }

/** The answer of a page rendered whole: HTML, its length known. */
export function wholeDocumentResponse(document: Buffer<ArrayBuffer>, init: ResponseInit): Response {
  const response: WithDocument = new Response(document, init)
  response[WHOLE_DOCUMENT] = document
  return response
}

/** The page an answer carries whole, if it is one: its body, not yet read. */
export function wholeDocumentOf(response: Response): Buffer<ArrayBuffer> | undefined {
  return (response as WithDocument)[WHOLE_DOCUMENT]
}
