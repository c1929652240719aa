/**
 * /account/orders/:id/bill — the invoice (счёт на оплату) of a company-paid order as the back-end makes it
 * (`billDownloadPath`), passed on as it comes: the PDF's Content-Type and Content-Disposition (its file name), never
 * cached. A guest goes home like on every account address (SPEC §2); a token the back-end refuses is signed out on
 * the way; another buyer's or an unknown order is a 404, as the back-end says.
 */
import { type AppLoadContext, redirect } from '@remix-run/node'
import { ACCOUNT_HEADERS } from '#app/account/account.server.ts'
import { signOutTo } from '#app/context/session.server.ts'
import { billDownloadPath } from '#contract/orders.ts'

/** What of the back-end's answer reaches the browser. */
const PASSED_HEADERS = ['Content-Type', 'Content-Disposition', 'Content-Length'] as const

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { ...ACCOUNT_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' } })

export async function billLoader(request: Request, context: AppLoadContext, id: string) {
  // A guest goes home before anything is asked of the back-end.
  if (!context.api.hasToken) throw redirect('/', { headers: ACCOUNT_HEADERS })
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2 ** 31 - 1) return plain(404, 'Not Found')
  const response = await context.api.raw(billDownloadPath, {
    params: { id },
    accept: 'application/pdf',
    signal: request.signal,
  })
  if (response.status === 401) throw signOutTo('/')
  if (response.status === 404) return plain(404, 'Not Found')
  if (!response.ok) {
    console.error(`Invoice of order ${id}: the back-end answered ${response.status}`)
    return plain(502, 'Bad Gateway')
  }
  const headers = new Headers(ACCOUNT_HEADERS)
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name)
    if (value) headers.set(name, value)
  }
  return new Response(response.body, { status: 200, headers })
}
