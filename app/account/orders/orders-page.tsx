/**
 * /account/orders: the buyer's orders as cards with «Показано X из Y» and «Показать ещё» (a link to `?page=N`
 * without JavaScript; with it a fetcher appends the next page and the address follows), and the cancel and repeat
 * dialogs the URL names over an order the page shows.
 */
import type { SubmissionResult } from '@conform-to/react'
import type { SerializeFrom } from '@remix-run/node'
import {
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useSearchParams,
} from '@remix-run/react'
import { Suspense } from 'react'
import { INTENT_FIELD } from '#app/account/account-schema.ts'
import { DoneAlert } from '#app/account/done-alert.tsx'
import { ACCOUNT_PATHS } from '#app/account/urls.ts'
import { lazyDialog } from '#app/contact/contact-dialogs.tsx'
import { DIALOG_PARAM } from '#app/lib/dialog.ts'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ConfirmChoices, Dialog } from '#app/ui/dialog.tsx'
import type { Order } from '#contract/orders.ts'
import { OrderCard } from './order-card.tsx'
import {
  closeOrderDialogHref,
  MORE_PARAM,
  ORDER_DIALOGS,
  ORDER_FIELD,
  ORDER_INTENTS,
  ordersPageKey,
  PAGE_PARAM,
} from './order-urls.ts'
import type { ordersLoader } from './orders.server.ts'
import { appendedAddress, useShownOrders } from './use-shown-orders.ts'

const PATH = ACCOUNT_PATHS.orders

type LoaderData = SerializeFrom<typeof ordersLoader>
type ActionData = {
  cancel?: { order: number; result: SubmissionResult<string[]> }
  repeatError?: string
  payError?: string
}

const appended = appendedAddress()

export function keepShownOrders(args: ShouldRevalidateFunctionArgs) {
  if (appended.followsAppend(args)) return false
  // Opening or closing a dialog, or the notice going, keeps the list (and what "show more" appended to it).
  if (!args.formMethod && ordersPageKey(args.currentUrl) === ordersPageKey(args.nextUrl)) return false
  return args.defaultShouldRevalidate
}

const CancelDialog = lazyDialog(() =>
  import('#app/account/orders/cancel-dialog.tsx').then((module) => module.CancelOrderDialog),
)

const pageHref = (page: number, more = false) => `${PATH}?${PAGE_PARAM}=${page}${more ? `&${MORE_PARAM}=1` : ''}`

export function OrdersPage() {
  const { t } = useTranslation('orders')
  const { title, list, repeated } = useLoaderData<typeof ordersLoader>()
  const answer = useActionData<ActionData>()
  const orders = useShownOrders(list, pageHref, appended.remember)

  return (
    <>
      <h1>{title}</h1>
      <DoneAlert texts={{ canceled: t('done.canceled') }} />
      {answer?.repeatError ? (
        <div className="alert alert--error account-alert" role="alert">
          <p>{answer.repeatError}</p>
        </div>
      ) : null}
      {answer?.payError ? (
        <div className="alert alert--error account-alert" role="alert">
          <p>{answer.payError}</p>
        </div>
      ) : null}
      {repeated ? <RepeatNotice notice={repeated} /> : null}
      {list.total === 0 ? (
        <>
          <p>{t('empty')}</p>
          <Link to="/catalog" className="button">
            {t('toCatalog')}
          </Link>
        </>
      ) : (
        <div className="orders">
          <p className="orders__counter" aria-live="polite">
            {t('shown', { shown: orders.orders.length, count: orders.total })}
          </p>
          <ul className="orders__list" aria-label={t('listLabel')}>
            {orders.orders.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          {orders.nextPage ? (
            <p className="orders__more">
              <Link
                to={pageHref(orders.nextPage)}
                className="button button--secondary"
                onClick={orders.loadMore}
                preventScrollReset
                aria-disabled={orders.loading ? 'true' : undefined}
              >
                {orders.loading ? t('loading') : t('loadMore')}
              </Link>
            </p>
          ) : null}
        </div>
      )}
      <OrderDialogs orders={orders.orders} answer={answer} />
    </>
  )
}

/** The goods a repeat could not put into the cart, and the way to the cart when others went in. */
function RepeatNotice({ notice }: { notice: NonNullable<LoaderData['repeated']> }) {
  const { t } = useTranslation('orders')
  return (
    <div className="alert alert--info account-alert" role="status">
      {notice.nothingAdded ? (
        <p>{t('repeated.nothing')}</p>
      ) : (
        <>
          <p>{t('repeated.skipped')}</p>
          <ul>
            {notice.skipped.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
          <p>{t('repeated.someAdded')}</p>
          <p>
            <Link to="/cart/order" className="button">
              {t('repeated.toCart')}
            </Link>
          </p>
        </>
      )}
    </div>
  )
}

/** The open dialog the URL names, over an order the page shows. */
function OrderDialogs({ orders, answer }: { orders: Order[]; answer: ActionData | undefined }) {
  const { t } = useTranslation('orders')
  const [params] = useSearchParams()
  const location = useLocation()
  const dialog = params.get(DIALOG_PARAM)
  const id = Number(params.get(ORDER_FIELD))
  const order = orders.find((candidate) => candidate.id === id)
  if (!order) return null
  // A refused cancellation keeps its dialog (its errors, what was typed) even when the order cannot be cancelled
  // any more — which is what the refusal says.
  const answered = answer?.cancel?.order === order.id
  if (dialog === ORDER_DIALOGS.cancel && (order.can_cancel || answered)) {
    return (
      <Suspense fallback={null}>
        <CancelDialog
          orderId={order.id}
          number={order.number}
          lastResult={answered ? answer?.cancel?.result : undefined}
        />
      </Suspense>
    )
  }
  if (dialog === ORDER_DIALOGS.repeat) {
    // ConfirmDialog's pattern, closing to the list without this page's own `order` parameter.
    const back = closeOrderDialogHref(location)
    return (
      <Dialog title={t('repeatDialog.title', { number: order.number })} size="small" closeTo={back}>
        <p>{t('repeatDialog.question')}</p>
        <Form method="post" action={back} preventScrollReset className="dialog__actions">
          <input type="hidden" name={INTENT_FIELD} value={ORDER_INTENTS.repeat} />
          <input type="hidden" name={ORDER_FIELD} value={order.id} />
          <ConfirmChoices back={back} />
        </Form>
      </Dialog>
    )
  }
  return null
}
