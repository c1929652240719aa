/**
 * One question or price request: what was asked, by whom, how many and where to, and the answer form — one action,
 * «Ответить» (or «Изменить ответ»). A refused answer comes back with the Russian error and the text typed; an
 * administrator reads the answer without a form.
 */
import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { formFrame, TextareaField, useZodForm } from '#app/ui/fields.tsx'
import { FormErrors, SubmitRow } from '#app/ui/form-parts.tsx'
import { useSubmitting } from '#app/ui/use-submitting.ts'
import { ANSWER_MAX } from '#contract/seller-questions.ts'
import { questionPath, SELLER_PATHS, sellerHref } from '../urls.ts'
import { answerSchema } from './answer-schema.ts'
import { AskerFacts } from './asker-facts.tsx'
import type { questionLoader } from './questions.server.ts'

export function SellerQuestionPage() {
  const { t } = useTranslation('seller')
  const { title, question, readOnly, merchantParam } = useLoaderData<typeof questionLoader>()
  const noText = question.kind === 'question' ? t('questions.noMessage') : t('questions.noRequestMessage')
  return (
    <section className="seller-question-page" aria-labelledby="seller-question-title">
      <p>
        <Link to={sellerHref(SELLER_PATHS.questions, merchantParam)}>{t('questions.back')}</Link>
      </p>
      <h1 id="seller-question-title" className="seller__page-title">
        {title}
      </h1>
      <DoneAlert texts={{ answered: t('questions.done') }} />
      <dl className="seller-offer__terms">
        <div>
          <dt>{t('questions.product')}</dt>
          <dd>
            {question.product ? (
              <Link to={`/product/${question.product.slug}`}>{question.product.name}</Link>
            ) : (
              t('questions.noProduct')
            )}
          </dd>
        </div>
        <AskerFacts question={question} />
      </dl>
      {question.addressed ? <p className="seller-offer__note">{t('questions.addressed')}</p> : null}
      <h2 className="seller-question-page__heading">{t('questions.message')}</h2>
      <p className="seller-question__text">{question.text ?? noText}</p>
      {readOnly ? (
        <>
          <h2 className="seller-question-page__heading">{t('questions.readOnlyAnswer')}</h2>
          <p className="seller-question__text">{question.answer?.text ?? t('questions.noAnswer')}</p>
        </>
      ) : (
        <AnswerForm
          action={questionPath(question.kind, question.id)}
          initial={question.answer?.text ?? ''}
          answeredAt={question.answerDate}
        />
      )}
    </section>
  )
}

function AnswerForm({ action, initial, answeredAt }: { action: string; initial: string; answeredAt: string | null }) {
  const { t } = useTranslation('seller')
  const answer = useActionData<{ result: SubmissionResult<string[]> }>()
  const [form, fields] = useZodForm(answerSchema, answer?.result, {
    id: 'answer-form',
    defaultValue: { text: initial },
  })
  const frame = formFrame(form)
  const sending = useSubmitting(action)
  return (
    <Form method="post" action={action} className="form account-form" {...frame.props}>
      <FormErrors id={frame.errorId} errors={frame.errors} />
      {answeredAt ? <p className="seller-offer__note">{t('questions.answeredAt', { date: answeredAt })}</p> : null}
      <TextareaField
        meta={fields.text}
        label={t('questions.yourAnswer')}
        hint={t('questions.answerHint')}
        required
        maxLength={ANSWER_MAX}
      />
      <SubmitRow
        label={answeredAt ? t('questions.change') : t('questions.submit')}
        busyLabel={t('questions.sending')}
        busy={sending}
      />
    </Form>
  )
}
