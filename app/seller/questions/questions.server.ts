/**
 * The cabinet's questions and price requests (issue 15, decision 043): the list (`?state=unanswered`, «Показать
 * ещё» by `?shown=N`, a plain link that works without JavaScript), one message with the answer form
 * (`/seller/questions/:kind/:id`). The answer goes back to the page with a notice (post/redirect/get); a refused one
 * answers the form again with the Russian errors and the text typed. An administrator reads with `?merchant=ID` and
 * posts nothing.
 */
import { parseWithZod } from '@conform-to/zod'
import { type AppLoadContext, data, redirect } from '@remix-run/node'
import { backendErrors, refusedStatus } from '#app/account/account.server.ts'
import { formatMoscowDateTime } from '#app/lib/format.ts'
import { readForm } from '#app/lib/forms/read-form.server.ts'
import {
  firstPages,
  notFound,
  required,
  requireSeller,
  SELLER_HEADERS,
  sellerData,
  sellersOwn,
  shownOf,
} from '#app/seller/seller.server.ts'
import {
  answerSellerQuestionCall,
  getSellerQuestionCall,
  listSellerQuestionsCall,
  questionKindSchema,
  questionStateSchema,
  type SellerQuestion,
} from '#contract/seller-questions.ts'
import { DONE_PARAM, MAX_ID, positiveInt, QUESTIONS_STEP, questionPath, sellerHref } from '../urls.ts'
import { ANSWER_FIELDS, answerSchema } from './answer-schema.ts'

const withDates = (question: SellerQuestion) => ({
  ...question,
  date: formatMoscowDateTime(question.created_at),
  answerDate: question.answer ? formatMoscowDateTime(question.answer.answered_at) : null,
})

function listParams(request: Request) {
  const params = new URL(request.url).searchParams
  const state = questionStateSchema.safeParse(params.get('state')).data ?? 'all'
  return { state, shown: shownOf(params, QUESTIONS_STEP) }
}

export async function questionsLoader(request: Request, context: AppLoadContext) {
  const access = await requireSeller(context, request)
  const { state, shown } = listParams(request)
  const [pages, t] = await Promise.all([
    firstPages(shown, (page) =>
      access.api.call(listSellerQuestionsCall, { query: { ...access.query, state, ...page } }).then(required),
    ),
    context.t('seller'),
  ])
  const first = pages[0]
  return sellerData({
    title: t('questions.title'),
    questions: pages.flatMap((page) => page.questions.map(withDates)).slice(0, shown),
    total: first?.pagination.total ?? 0,
    unanswered: first?.unanswered ?? 0,
    state,
    merchantParam: access.merchantParam,
  })
}

/** The message a page's address names, or the 404 page. */
function messageOf(rawKind: string | undefined, rawId: string | undefined) {
  const kind = questionKindSchema.safeParse(rawKind)
  const id = positiveInt(rawId ?? null, MAX_ID)
  if (!kind.success || id === null) throw notFound()
  return { kind: kind.data, id }
}

export async function questionLoader(
  request: Request,
  context: AppLoadContext,
  rawKind: string | undefined,
  rawId: string | undefined,
) {
  const access = await requireSeller(context, request)
  const { kind, id } = messageOf(rawKind, rawId)
  const [{ question }, t] = await Promise.all([
    access.api.call(getSellerQuestionCall, { params: { kind, id }, query: access.query }).then(required),
    context.t('seller'),
  ])
  return sellerData({
    title: t('questions.itemTitle', { kind: t(`questions.kinds.${kind}`), id }),
    question: withDates(question),
    readOnly: access.readOnly,
    merchantParam: access.merchantParam,
  })
}

export async function answerAction(
  request: Request,
  context: AppLoadContext,
  rawKind: string | undefined,
  rawId: string | undefined,
) {
  const { api, readOnly } = await requireSeller(context, request)
  const { kind, id } = messageOf(rawKind, rawId)
  // An administrator reads the cabinet only.
  if (readOnly) throw new Response('Forbidden', { status: 403, headers: SELLER_HEADERS })
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: answerSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const answer = sellersOwn(
    await api.call(answerSellerQuestionCall, { params: { kind, id }, body: { text: submission.value.text } }),
  )
  if (answer.status === 404) throw notFound()
  if (answer.error !== null) {
    return data(
      { result: submission.reply(backendErrors(answer, ANSWER_FIELDS)) },
      { status: refusedStatus(answer.status) },
    )
  }
  return redirect(sellerHref(questionPath(kind, id), null, { [DONE_PARAM]: 'answered' }), {
    status: 303,
    headers: SELLER_HEADERS,
  })
}
