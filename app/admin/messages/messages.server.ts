/**
 * /admin/messages and /admin/messages/:kind/:id (issue 16): what visitors sent — write-us messages, price requests,
 * product questions (`?kind=`) — newest first, filtered by the operator's status; one message with its status set
 * and a reply that reaches the visitor by e-mail. Plain posts (post/redirect/get); a refused reply keeps its text.
 */
import type { AppLoadContext } from '@remix-run/node'
import type { ApiClient } from '#app/lib/api/client.server.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import {
  getAdminMessageCall,
  type MessageKind,
  messageKinds,
  replyToMessageCall,
  setMessageStatusCall,
} from '#contract/admin.ts'
import {
  listAppealsCall,
  listPriceRequestsCall,
  listProductQuestionsCall,
  type MessageStatus,
  messageStatuses,
  messageStatusSchema,
} from '#contract/messages.ts'
import { adminData, doneRedirect, idOf, notFound, pageOf, refusal, requireAdmin, required } from '../admin.server.ts'
import { adminHref, adminMessagePath, DONE_PARAM } from '../urls.ts'

/** One row of any kind, as the list shows it: who sent it, when, its text and status. */
export interface MessageRow {
  id: number
  created_at: string
  name: string
  phone: string
  email: string | null
  text: string
  status: MessageStatus
}

type Received = Omit<MessageRow, 'text'>
const rowOf = (row: Received, text: string | null): MessageRow => ({
  id: row.id,
  created_at: row.created_at,
  name: row.name,
  phone: row.phone,
  email: row.email,
  status: row.status,
  text: text ?? '',
})

type ListQuery = { page: number; per_page: number; status?: MessageStatus }

/** A page of one kind's list: each kind has its own call; their rows differ in what holds the text. */
async function listOf(api: ApiClient, kind: MessageKind, query: ListQuery) {
  if (kind === 'appeal') {
    const list = await api.call(listAppealsCall, { query }).then(required)
    return { rows: list.data.map((row) => rowOf(row, row.message)), pagination: list.pagination }
  }
  if (kind === 'price_request') {
    const list = await api.call(listPriceRequestsCall, { query }).then(required)
    return { rows: list.data.map((row) => rowOf(row, row.message)), pagination: list.pagination }
  }
  const list = await api.call(listProductQuestionsCall, { query }).then(required)
  return { rows: list.data.map((row) => rowOf(row, row.question)), pagination: list.pagination }
}

export async function adminMessagesLoader(request: Request, context: AppLoadContext) {
  const { api } = await requireAdmin(context)
  const params = new URL(request.url).searchParams
  const kind: MessageKind = messageKinds.find((known) => known === params.get('kind')) ?? 'appeal'
  const status = messageStatuses.find((known) => known === params.get('status')) ?? null
  const query = { page: pageOf(params), per_page: 20, ...(status ? { status } : {}) }
  const [list, t] = await Promise.all([listOf(api, kind, query), context.t('admin')])
  return adminData({ title: t('messages.title'), kind, status, ...list })
}

function kindOf(raw: string | undefined): MessageKind {
  const kind = messageKinds.find((known) => known === raw)
  if (!kind) throw notFound()
  return kind
}

export async function adminMessageLoader(
  context: AppLoadContext,
  rawKind: string | undefined,
  rawId: string | undefined,
) {
  const kind = kindOf(rawKind)
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const [answer, t] = await Promise.all([
    api.call(getAdminMessageCall, { params: { kind, id } }).then(required),
    context.t('admin'),
  ])
  return adminData({ title: t(`messages.kindTitles.${kind}`, { id }), ...answer })
}

export async function adminMessageAction(
  request: Request,
  context: AppLoadContext,
  rawKind: string | undefined,
  rawId: string | undefined,
) {
  const kind = kindOf(rawKind)
  const id = idOf(rawId)
  const { api } = await requireAdmin(context)
  const form = await readForm(request)
  const here = adminMessagePath(kind, id)
  if (form.get('intent') === 'status') {
    const status = messageStatusSchema.safeParse(form.get('status'))
    if (!status.success) throw notFound()
    const answer = await api.call(setMessageStatusCall, { params: { kind, id }, body: { status: status.data } })
    if (answer.error !== null) return refusal(answer)
    return doneRedirect(adminHref(here, { [DONE_PARAM]: 'status' }))
  }
  const text = String(form.get('text') ?? '')
  const answer = await api.call(replyToMessageCall, { params: { kind, id }, body: { text } })
  if (answer.error !== null) {
    const refused = refusal(answer)
    return adminData({ ...refused.data, text }, { status: answer.status })
  }
  return doneRedirect(adminHref(here, { [DONE_PARAM]: 'replied' }))
}
