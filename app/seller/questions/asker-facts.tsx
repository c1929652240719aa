/** Who asked, how many, where to and when: the facts a message's row in the list and its own page show alike. */
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import type { SellerQuestion } from '#contract/seller-questions.ts'

/** The rows of a `<dl>`; `date` is the loader's Moscow date and time of the message. */
export function AskerFacts({
  question,
}: {
  question: Pick<SellerQuestion, 'name' | 'quantity' | 'location'> & { date: string }
}) {
  const { t } = useTranslation('seller')
  return (
    <>
      <div>
        <dt>{t('questions.asker')}</dt>
        <dd>{question.name}</dd>
      </div>
      <div>
        <dt>{t('questions.quantity')}</dt>
        <dd>{question.quantity}</dd>
      </div>
      {question.location ? (
        <div>
          <dt>{t('questions.location')}</dt>
          <dd>{question.location}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('questions.date')}</dt>
        <dd>{question.date}</dd>
      </div>
    </>
  )
}
