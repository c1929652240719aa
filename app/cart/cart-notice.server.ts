/**
 * What a cart action has to tell the visitor after its redirect (post/redirect/get): the back-end's refusal in
 * Russian, or why step 1 was refused. It rides in a short-lived HttpOnly cookie that the shop layout reads once and
 * clears, so it shows the same with JavaScript off (a plain redirect) and on (the router follows the redirect).
 */
import { z } from 'zod'
import { readCookies, serializeCookie } from '#app/lib/cookies.server.ts'

export const CART_NOTICE_COOKIE = 'bh_cart_notice'

const noticeSchema = z.object({
  /** Texts to show, each in Russian as the back-end or the locale files give them. */
  errors: z.array(z.string().max(500)).max(20),
  /** Something to know that is no error (why the visitor is back at step 1). */
  info: z.array(z.string().max(500)).max(5).optional(),
  /** The offer the notice is about, when it is one line's. */
  item: z.number().int().positive().optional(),
  /** The quantity the visitor typed in that line and that was refused: the field shows it again. */
  typed: z.string().max(20).optional(),
})
export type CartNotice = z.infer<typeof noticeSchema>

export function cartNoticeCookie(notice: CartNotice): string {
  return serializeCookie(CART_NOTICE_COOKIE, JSON.stringify(notice), { httpOnly: true, maxAge: 120 })
}

export function clearCartNotice(): string {
  return serializeCookie(CART_NOTICE_COOKIE, '', { httpOnly: true, maxAge: 0, expires: new Date(0) })
}

export function readCartNotice(request: Request): CartNotice | null {
  const raw = readCookies(request)[CART_NOTICE_COOKIE]
  if (!raw) return null
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
