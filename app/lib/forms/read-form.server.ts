/**
 * The form of a post, for every action: a body that cannot be read as a form (cut short, a multipart body whose
 * parts do not match its boundary, bytes that are no text) is the sender's mistake, answered 400 with the Russian
 * «not a form» page — never a 500 with a stack trace. Bodies that are not forms at all, and bodies over their
 * page's limit, never reach an action: server/form-posts.ts refuses them first (decision 026).
 */
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
