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
import { SELLER_HEADERS, sellerApi, sellersData, sellersOwn, viewedMerchant } from '#app/seller/seller-access.server.ts'
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

/** The back-end's largest page, and the most one address shows. */
const PER_CALL = 100
const MAX_SHOWN = 1000

const notFound = () => new Response('Not Found', { status: 404, headers: SELLER_HEADERS })

const withDates = (question: SellerQuestion) => ({
  ...question,
  date: formatMoscowDateTime(question.created_at),
  answerDate: question.answer ? formatMoscowDateTime(question.answer.answered_at) : null,
})

function listParams(request: Request) {
  const params = new URL(request.url).searchParams
  const state = questionStateSchema.safeParse(params.get('state')).data ?? 'all'
  const asked = positiveInt(params.get('shown'), MAX_SHOWN)
  const shown = asked !== null && asked > QUESTIONS_STEP ? asked : QUESTIONS_STEP
  return { state, shown }
}

export async function questionsLoader(request: Request, context: AppLoadContext) {
  const api = sellerApi(context)
  const merchant = viewedMerchant(request)
  const { state, shown } = listParams(request)
  const perPage = Math.min(shown, PER_CALL)
  const [pages, t] = await Promise.all([
    Promise.all(
      Array.from({ length: Math.ceil(shown / PER_CALL) }, (_, i) =>
        api
          .call(listSellerQuestionsCall, { query: { ...merchant, state, page: i + 1, per_page: perPage } })
          .then(sellersData),
      ),
    ),
    context.t('seller'),
  ])
  const first = pages[0]
  return data(
    {
      title: t('questions.title'),
      questions: pages.flatMap((page) => page.questions.map(withDates)).slice(0, shown),
      total: first?.pagination.total ?? 0,
      unanswered: first?.unanswered ?? 0,
      state,
      merchantParam: merchant.merchant_id ?? null,
    },
    { headers: SELLER_HEADERS },
  )
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
  const api = sellerApi(context)
  const { kind, id } = messageOf(rawKind, rawId)
  const merchant = viewedMerchant(request)
  const [answer, t] = await Promise.all([
    api.call(getSellerQuestionCall, { params: { kind, id }, query: merchant }),
    context.t('seller'),
  ])
  if (answer.status === 404) throw notFound()
  const { question } = sellersData(answer)
  return data(
    {
      title: t('questions.itemTitle', { kind: t(`questions.kinds.${kind}`), id }),
      question: withDates(question),
      readOnly: merchant.merchant_id !== undefined,
      merchantParam: merchant.merchant_id ?? null,
    },
    { headers: SELLER_HEADERS },
  )
}

export async function answerAction(
  request: Request,
  context: AppLoadContext,
  rawKind: string | undefined,
  rawId: string | undefined,
) {
  const api = sellerApi(context)
  const { kind, id } = messageOf(rawKind, rawId)
  // An administrator reads the cabinet only.
  if (viewedMerchant(request).merchant_id !== undefined) {
    throw new Response('Forbidden', { status: 403, headers: SELLER_HEADERS })
  }
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
