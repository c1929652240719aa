/**
 * /admin/messages/:kind/:id: one message — who sent it, what, about which product — its status (a select and
 * «Сохранить статус»), the reply by e-mail (or, without an e-mail, the advice to call), the replies sent and the
 * operators' record.
 */
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { formatDateTime } from '#app/account/orders/order-parts.tsx'
import { formatPhone } from '#app/lib/client/phone-format.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { type AdminMessage, MESSAGE_REPLY_MAX } from '#contract/admin.ts'
import { messageStatuses } from '#contract/messages.ts'
import { ActionText, AuditLog } from '../admin-parts.tsx'
import { ADMIN_PATHS, adminHref } from '../urls.ts'
import type { adminMessageLoader } from './messages.server.ts'

export function AdminMessagePage() {
  const { t } = useTranslation('admin')
  const { title, message, replies, audit } = useLoaderData<typeof adminMessageLoader>()
  const refused = useActionData<{ error: string; fields?: Record<string, string[]>; text?: string }>()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const replying = busy && navigation.formData?.get('intent') === 'reply'
  const replyError = refused?.fields?.text?.[0] ?? refused?.error
  return (
    <>
      <p className="seller-order__back">
        <Link to={adminHref(ADMIN_PATHS.messages, { kind: message.kind })}>{t('common.back')}</Link>
      </p>
      <h1 className="seller__page-title">{title}</h1>
      <DoneAlert texts={{ status: t('messages.done.status'), replied: t('messages.done.replied') }} />
      <MessageFacts message={message} />
      <section className="panel seller-section" aria-labelledby="admin-message-status">
        <h2 id="admin-message-status" className="seller-section__title">
          {t('messages.setStatus')}
        </h2>
        <Form method="post" className="seller-filters__form">
          <div className="field">
            <label htmlFor="admin-message-status-field" className="field__label">
              {t('messages.status')}
            </label>
            <select
              id="admin-message-status-field"
              name="status"
              className="field__input"
              defaultValue={message.status}
              key={message.status}
            >
              {messageStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`messages.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" name="intent" value="status" className="button button--secondary" disabled={busy}>
            {t('messages.saveStatus')}
          </button>
        </Form>
      </section>
      <section className="panel seller-section" aria-labelledby="admin-message-reply">
        <h2 id="admin-message-reply" className="seller-section__title">
          {t('messages.reply')}
        </h2>
        {message.email === null ? (
          <p>{t('messages.noEmailNote')}</p>
        ) : (
          <Form method="post" className="form">
            <ActionText
              id="admin-message-reply-text"
              name="text"
              label={t('messages.replyText')}
              hint={t('messages.replyHint', { email: message.email })}
              error={replyError}
              defaultValue={refused?.text ?? ''}
              maxLength={MESSAGE_REPLY_MAX}
              rows={6}
            />
            <button type="submit" name="intent" value="reply" className="button" disabled={busy}>
              {replying ? t('messages.sending') : t('messages.send')}
            </button>
          </Form>
        )}
        {replies.length > 0 ? (
          <>
            <h3>{t('messages.replies')}</h3>
            <ol className="seller-history">
              {replies.map((reply) => (
                <li key={reply.id} className="seller-history__entry">
                  <time dateTime={reply.created_at}>{formatDateTime(reply.created_at)}</time>{' '}
                  <strong>{t('messages.replyTo', { to: reply.to })}</strong>
                  <span className="seller-history__comment admin-message">{reply.text}</span>
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </section>
      <AuditLog entries={audit} />
    </>
  )
}

function MessageFacts({ message }: { message: AdminMessage }) {
  const { t } = useTranslation('admin')
  const text = message.kind === 'question' ? message.question : message.message
  return (
    <section className="panel seller-section" aria-labelledby="admin-message-facts">
      <h2 id="admin-message-facts" className="seller-section__title">
        {t('messages.from')}
      </h2>
      <dl className="seller-facts">
        <div>
          <dt>{t('messages.status')}</dt>
          <dd>{t(`messages.statuses.${message.status}`)}</dd>
        </div>
        <div>
          <dt>{t('messages.received')}</dt>
          <dd>{formatDateTime(message.created_at)}</dd>
        </div>
        <div>
          <dt>{t('messages.name')}</dt>
          <dd>{message.name}</dd>
        </div>
        <div>
          <dt>{t('messages.phone')}</dt>
          <dd>{formatPhone(message.phone)}</dd>
        </div>
        <div>
          <dt>{t('messages.email')}</dt>
          <dd>{message.email ?? t('messages.noEmail')}</dd>
        </div>
        {message.kind !== 'appeal' ? (
          <>
            <div>
              <dt>{t('messages.product')}</dt>
              <dd>
                {message.product ? (
                  <Link to={`/product/${message.product.slug}`}>{message.product.name}</Link>
                ) : (
                  t('messages.productGone')
                )}
              </dd>
            </div>
            <div>
              <dt>{t('messages.quantity')}</dt>
              <dd>{message.quantity}</dd>
            </div>
            {message.location ? (
              <div>
                <dt>{t('messages.location')}</dt>
                <dd>{message.location}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        {message.ip ? (
          <div>
            <dt>{t('messages.ip')}</dt>
            <dd>{message.ip}</dd>
          </div>
        ) : null}
      </dl>
      {text ? (
        <>
          <h3>{t('messages.text')}</h3>
          <p className="admin-message">{text}</p>
        </>
      ) : null}
    </section>
  )
}
