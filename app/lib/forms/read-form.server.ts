/**
 * The form of a post, for every action: a body that cannot be read as a form (cut short, a multipart body whose
 * parts do not match its boundary, bytes that are no text) is the sender's mistake, answered 400 with the Russian
 * «not a form» page — never a 500 with a stack trace. Bodies that are not forms at all, and bodies over their
 * page's limit, never reach an action: server/form-posts.ts refuses them first (decision 026).
 */
import {
  MaxPartSizeExceededError,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { resources } from '#app/lib/i18n-resources.ts'

/** A refusal of the post as a whole, for the error boundary to show (app/shell/error-page.tsx). */
export function unreadableForm(): never {
  // A Response, not `data()`: resource routes pass a thrown Response on as it is, where they would log `data()` as
  // an error of theirs; a page's error boundary reads the JSON as `data`.
  throw new Response(JSON.stringify({ message: resources.ru.common.errors.notAForm }), {
    status: 400,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    return unreadableForm()
  }
}

/** Whether a post is multipart (a form with a file) rather than urlencoded. */
export function isMultipart(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
}

/**
 * A multipart post (a file upload) with each part at most `maxPartSize` bytes, bounded while it streams in so nothing
 * larger is kept in memory; null when a part is larger. A body that is no form is refused as `readForm` refuses it.
 */
export async function readUploadForm(request: Request, maxPartSize: number): Promise<FormData | null> {
  try {
    return await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize }))
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return null
    return unreadableForm()
  }
}

/**
 * The file posted in `field`, in a form of its own to pass on to the back-end under the same name (its file name
 * kept, else `fallbackName`); null when no file, or an empty one, came.
 */
export function fileToPass(form: FormData, field: string, fallbackName: string): FormData | null {
  const file = form.get(field)
  if (!(file instanceof Blob) || file.size === 0) return null
  const upload = new FormData()
  upload.set(field, file, file instanceof File ? file.name : fallbackName)
  return upload
}
