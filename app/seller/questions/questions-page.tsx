/**
 * The seller's questions and price requests: a filter (all, unanswered first; or unanswered only — a GET form), the
 * messages with product, asker, quantity, place, date and whether answered, «Показано X из Y» and «Показать ещё» (a
 * link to more, which works without JavaScript). Each message links to its page and answer form.
 */
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { questionStateSchema } from '#contract/seller-questions.ts'
import { MERCHANT_PARAM, QUESTIONS_STEP, questionPath, SELLER_PATHS, sellerHref } from '../urls.ts'
import { AskerFacts } from './asker-facts.tsx'
import type { questionsLoader } from './questions.server.ts'

type Question = ReturnType<typeof useLoaderData<typeof questionsLoader>>['questions'][number]

export function SellerQuestionsPage() {
  const { t } = useTranslation('seller')
  const { title, questions, total, unanswered, state, merchantParam } = useLoaderData<typeof questionsLoader>()
  const more = sellerHref(SELLER_PATHS.questions, merchantParam, {
    state: state === 'all' ? null : state,
    shown: questions.length + QUESTIONS_STEP,
  })
  return (
    <section className="seller-questions" aria-labelledby="seller-questions-title">
      <h1 id="seller-questions-title" className="seller__page-title">
        {title}
      </h1>
      <p>{t('questions.lead')}</p>
      <Form
        method="get"
        action={SELLER_PATHS.questions}
        className="seller-questions__filter"
        aria-label={t('questions.filterLabel')}
      >
        {merchantParam ? <input type="hidden" name={MERCHANT_PARAM} value={merchantParam} /> : null}
        <label className="field">
          <span className="field__label">{t('questions.state')}</span>
          <select name="state" defaultValue={state} className="field__input">
            {questionStateSchema.options.map((value) => (
              <option key={value} value={value}>
                {t(`questions.states.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary">
          {t('questions.show')}
        </button>
      </Form>
      <p className="seller-questions__count">{t('questions.unansweredCount', { count: unanswered })}</p>
      {questions.length === 0 ? (
        <p>{state === 'unanswered' ? t('questions.empty') : t('questions.emptyAll')}</p>
      ) : (
        <>
          <p className="seller-questions__count">{t('questions.shown', { shown: questions.length, count: total })}</p>
          <ul className="seller-questions__list" aria-label={t('questions.listLabel')}>
            {questions.map((question) => (
              <QuestionRow key={`${question.kind}-${question.id}`} question={question} merchantParam={merchantParam} />
            ))}
          </ul>
          {questions.length < total ? (
            <Link to={more} className="button button--secondary" preventScrollReset>
              {t('questions.loadMore')}
            </Link>
          ) : null}
        </>
      )}
    </section>
  )
}

function QuestionRow({ question, merchantParam }: { question: Question; merchantParam: number | null }) {
  const { t } = useTranslation('seller')
  const kind = t(`questions.kinds.${question.kind}`)
  const product = question.product?.name ?? t('questions.noProduct')
  return (
    <li className={`seller-question${question.answer ? '' : ' seller-question--waiting'}`}>
      <p className="seller-question__name">
        <span className="seller-question__kind">{kind}</span>{' '}
        <Link
          to={sellerHref(questionPath(question.kind, question.id), merchantParam)}
          aria-label={t('questions.openLabel', { kind, product, name: question.name, date: question.date })}
        >
          {product}
        </Link>
      </p>
      {question.text ? <p className="seller-question__text">{question.text}</p> : null}
      <dl className="seller-offer__terms">
        <AskerFacts question={question} />
        <div>
          <dt>{t('questions.answerState')}</dt>
          <dd>{question.answer ? t('questions.answered') : <strong>{t('questions.waiting')}</strong>}</dd>
        </div>
      </dl>
      {question.addressed ? <p className="seller-offer__note">{t('questions.addressed')}</p> : null}
    </li>
  )
}
