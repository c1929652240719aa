/**
 * /account/questions: the product questions and price requests the signed-in buyer sent, newest first, with each
 * seller's answer (decision 043). «Показать ещё» is a link to `?shown=N`, which works without JavaScript.
 */
import type { AppLoadContext } from '@remix-run/node'
import { formatMoscowDateTime } from '#app/lib/format.ts'
import { listMyQuestionsCall, type MyQuestion } from '#contract/seller-questions.ts'
import { accountPage, required } from './account.server.ts'
import { MY_QUESTIONS_STEP } from './urls.ts'

/** The back-end's largest page, and the most one address shows. */
const PER_CALL = 100
const MAX_SHOWN = 1000

function shownOf(request: Request): number {
  const asked = Number(new URL(request.url).searchParams.get('shown'))
  return Number.isSafeInteger(asked) && asked > MY_QUESTIONS_STEP ? Math.min(asked, MAX_SHOWN) : MY_QUESTIONS_STEP
}

/** Dates as the buyer reads them, written on the server so the page hydrates with the same text. */
const withDates = (question: MyQuestion) => ({
  ...question,
  date: formatMoscowDateTime(question.created_at),
  answers: question.answers.map((answer) => ({ ...answer, date: formatMoscowDateTime(answer.answered_at) })),
})

export const myQuestionsLoader = (request: Request, context: AppLoadContext) =>
  accountPage(context, 'questions', async (api) => {
    const shown = shownOf(request)
    const perPage = Math.min(shown, PER_CALL)
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(shown / PER_CALL) }, async (_, i) =>
        required(await api.call(listMyQuestionsCall, { query: { page: i + 1, per_page: perPage } })),
      ),
    )
    return {
      questions: pages.flatMap((page) => page.questions.map(withDates)).slice(0, shown),
      total: pages[0]?.pagination.total ?? 0,
    }
  })
