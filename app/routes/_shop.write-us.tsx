/**
 * Write-us as a page (SPEC §3): the `?dialog=write-us` dialog posts here. Without JavaScript this page answers with
 * the errors and the typed values, or, after a redirect, «Сообщение отправлено» with a link back.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { contactAction, pageState } from '#app/contact/contact.server.ts'
import { writeUsSchema } from '#app/contact/contact-schema.ts'
import { WRITE_US_ACTION, WriteUsForm } from '#app/contact/write-us-form.tsx'
import { ContactPage, contactPageMeta } from '#app/ui/form-page.tsx'
import { addAppealCall } from '#contract/messages.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await context.t('common')
  return { ...pageState(request), title: t('forms.writeUs.title') }
}

export async function action({ request, context }: ActionFunctionArgs) {
  return contactAction({
    request,
    schema: writeUsSchema,
    form: 'write-us',
    visibleFields: ['name', 'email', 'phone', 'message'],
    send: async ({ name, email, phone, message, token }) => {
      const api = context.api
      return api.call(addAppealCall, { body: { name, email, phone, message, token } })
    },
  })
}

export default function WriteUsPage() {
  const { t } = useTranslation()
  const { sent, back, title } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <ContactPage
      title={title}
      intro={<p>{t('forms.writeUs.lead')}</p>}
      sent={sent ? { title: t('forms.writeUs.sent'), note: t('forms.writeUs.sentNote'), back } : null}
    >
      <WriteUsForm
        action={WRITE_US_ACTION}
        redirectTo={back}
        lastResult={answer?.status === 'error' ? answer.result : undefined}
      />
    </ContactPage>
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contactPageMeta(data?.title)
