/**
 * /account/questions: what the buyer asked — the product, the question or request, the date — and under each the
 * sellers' answers named by the shop, or «Ожидает ответа»; «Показать ещё» is a link.
 */
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { myQuestionsLoader } from './questions.server.ts'
import { ACCOUNT_PATHS, MY_QUESTIONS_STEP } from './urls.ts'

type Question = ReturnType<typeof useLoaderData<typeof myQuestionsLoader>>['questions'][number]

export function MyQuestionsPage() {
  const { t } = useTranslation('account')
  const { title, questions, total } = useLoaderData<typeof myQuestionsLoader>()
  return (
    <>
      <h1>{title}</h1>
      <p>{t('questions.lead')}</p>
      {questions.length === 0 ? (
        <p>{t('questions.empty')}</p>
      ) : (
        <>
          <ul className="account-list" aria-label={t('questions.listLabel')}>
            {questions.map((question) => (
              <QuestionItem key={`${question.kind}-${question.id}`} question={question} />
            ))}
          </ul>
          <p className="account-item__details">{t('questions.shown', { shown: questions.length, count: total })}</p>
          {questions.length < total ? (
            <Link
              to={`${ACCOUNT_PATHS.questions}?shown=${questions.length + MY_QUESTIONS_STEP}`}
              className="button button--secondary"
              preventScrollReset
            >
              {t('questions.loadMore')}
            </Link>
          ) : null}
        </>
      )}
    </>
  )
}

function QuestionItem({ question }: { question: Question }) {
  const { t } = useTranslation('account')
  const noText = question.kind === 'question' ? t('questions.callback') : t('questions.noMessage')
  return (
    <li className="panel account-item">
      <div>
        <h2 className="account-item__title account-question__title">
          {t(`questions.kinds.${question.kind}`)}:{' '}
          {question.product ? (
            <Link to={`/product/${question.product.slug}`}>{question.product.name}</Link>
          ) : (
            t('questions.noProduct')
          )}
        </h2>
        <p className="account-item__details">
          {t('questions.asked', { date: question.date })} · {t('questions.quantity', { count: question.quantity })}
        </p>
      </div>
      <p className="account-question__text">{question.text ?? noText}</p>
      {question.answers.length === 0 ? (
        <p className="account-question__waiting">{t('questions.waiting')}</p>
      ) : (
        <ul className="account-question__answers" aria-label={t('questions.answersLabel')}>
          {question.answers.map((answer) => (
            <li key={answer.merchant.id} className="account-question__answer">
              <p className="account-item__details">
                {t('questions.answerFrom', { shop: answer.merchant.name, date: answer.date })}
              </p>
              <p className="account-question__text">{answer.text}</p>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
