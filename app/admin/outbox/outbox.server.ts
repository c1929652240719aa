/**
 * /admin/outbox (issue 16): what the embedded SMS and e-mail providers "sent" (decision 047) — the operator's way to
 * see what a visitor was told — searchable by the recipient's phone (`?channel=sms&phone=`) or e-mail
 * (`?channel=email&to=`). A phone or address typed wrong is said beside its field and finds nothing.
 */
import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { listSmsOutboxCall } from '#contract/auth.ts'
import { listEmailOutboxCall } from '#contract/notifications.ts'
import { normalizeRussianPhone } from '#contract/phone.ts'
import { adminData, pageOf, requireAdmin, required } from '../admin.server.ts'
import { EMAILS_PER_PAGE, SMS_SHOWN } from '../urls.ts'

const emailSchema = z.string().trim().email().max(254)

export async function adminOutboxLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const params = new URL(request.url).searchParams
  const t = await context.t('admin')
  const title = t('outbox.title')
  if (params.get('channel') === 'email') {
    const typed = (params.get('to') ?? '').trim().slice(0, 254)
    const to = emailSchema.safeParse(typed)
    const invalid = typed !== '' && !to.success
    const page = pageOf(params)
    const query = { page, per_page: EMAILS_PER_PAGE, ...(to.success ? { to: to.data } : {}) }
    const emails = invalid ? [] : (await api.call(listEmailOutboxCall, { query }).then(required)).data
    return adminData({ title, channel: 'email' as const, typed, invalid, page, emails, sms: [] })
  }
  const typed = (params.get('phone') ?? '').trim().slice(0, 40)
  const phone = typed === '' ? null : normalizeRussianPhone(typed)
  const invalid = typed !== '' && phone === null
  const query = { per_page: SMS_SHOWN, ...(phone ? { phone } : {}) }
  const sms = invalid ? [] : (await api.call(listSmsOutboxCall, { query }).then(required)).data
  return adminData({ title, channel: 'sms' as const, typed, invalid, page: 1, emails: [], sms })
}
