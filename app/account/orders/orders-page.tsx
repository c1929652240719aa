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
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
} from '@remix-run/react'
import { type MouseEvent, Suspense, useEffect, useState } from 'react'
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

const PATH = ACCOUNT_PATHS.orders

type LoaderData = SerializeFrom<typeof ordersLoader>
type ActionData = {
  cancel?: { order: number; result: SubmissionResult<string[]> }
  repeatError?: string
  payError?: string
}

/**
 * The address "show more" moved to with JavaScript, whose orders are already on the page (appended by the fetcher):
 * going there reloads nothing.
 */
let appendedSearch: string | null = null

export function keepShownOrders(args: ShouldRevalidateFunctionArgs) {
  if (!args.formMethod && appendedSearch !== null && args.nextUrl.search === appendedSearch) {
    appendedSearch = null
    return false
  }
  // Opening or closing a dialog, or the notice going, keeps the list (and what "show more" appended to it).
  if (!args.formMethod && ordersPageKey(args.currentUrl) === ordersPageKey(args.nextUrl)) return false
  return args.defaultShouldRevalidate
}

const CancelDialog = lazyDialog(() =>
  import('#app/account/orders/cancel-dialog.tsx').then((module) => module.CancelOrderDialog),
)

const pageHref = (page: number) => `${PATH}?${PAGE_PARAM}=${page}`

export function OrdersPage() {
  const { t } = useTranslation('orders')
  const { title, list, repeated } = useLoaderData<typeof ordersLoader>()
  const answer = useActionData<ActionData>()
  const orders = useShownOrders(list)

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
            {t('shown', { shown: orders.shown.length, count: orders.total })}
          </p>
          <ul className="orders__list" aria-label={t('listLabel')}>
            {orders.shown.map((order) => (
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
      <OrderDialogs orders={orders.shown} answer={answer} />
    </>
  )
}

/** The orders the page shows: the loader's pages and those JavaScript's "show more" appended since. */
function useShownOrders(list: LoaderData['list']) {
  const fetcher = useFetcher<typeof ordersLoader>()
  const navigate = useNavigate()
  const [more, setMore] = useState<{ orders: Order[]; page: number; total: number }>({
    orders: [],
    page: 0,
    total: 0,
  })

  // New data from the loader (a cancel, a reload) already holds every page the address names.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the loader's list changes
  useEffect(() => setMore({ orders: [], page: 0, total: 0 }), [list])

  useEffect(() => {
    const next = fetcher.data?.list
    if (fetcher.state !== 'idle' || !next) return
    setMore((previous) => {
      if (next.page <= Math.max(previous.page, list.page)) return previous
      const known = new Set([...list.orders, ...previous.orders].map((order) => order.id))
      return {
        orders: [...previous.orders, ...(next.orders as Order[]).filter((order) => !known.has(order.id))],
        page: next.page,
        total: next.total,
      }
    })
  }, [fetcher.state, fetcher.data, list])

  // The address follows what is shown, so that a reload or a shared link shows the same orders.
  useEffect(() => {
    if (more.page <= list.page) return
    appendedSearch = `?${PAGE_PARAM}=${more.page}`
    navigate(pageHref(more.page), { replace: true, preventScrollReset: true })
  }, [more.page, list.page, navigate])

  const lastPage = more.page > 0 ? Math.max(1, Math.ceil(more.total / list.perPage)) : list.lastPage
  const shownPage = Math.max(list.page, more.page)
  const nextPage = shownPage < lastPage ? shownPage + 1 : null
  const loading = fetcher.state !== 'idle'

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!nextPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (loading) return
    fetcher.load(`${PATH}?${PAGE_PARAM}=${nextPage}&${MORE_PARAM}=1`)
  }

  return {
    shown: [...(list.orders as Order[]), ...more.orders],
    total: more.page > 0 ? more.total : list.total,
    nextPage,
    loading,
    loadMore,
  }
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
