/**
 * What the notifications say (decision 047): the Russian SMS and e-mails (plain text and HTML) of each event, made
 * from the order as the buyer sees it. Everything taken from data is escaped in HTML. The status labels are the
 * account page's (a test compares them with app/locales).
 */
import { formatRubles, vatFromGross } from '#contract/money.ts'
import type { OrderStatus } from '#contract/order-statuses.ts'
import { type Order, paymentTypes } from '#contract/orders.ts'

export const statusLabels: Record<OrderStatus, string> = {
  default: 'В обработке',
  created: 'Создан',
  in_work: 'В работе',
  reserved: 'Товар зарезервирован',
  billed: 'Выставлен счёт',
  bill_paid: 'Счёт оплачен',
  payment_received: 'Оплата получена',
  delivery_service: 'Передан в службу доставки',
  goods_received: 'Товар получен',
  canceled_by_seller: 'Отменён продавцом',
  canceled_by_buyer: 'Отменён покупателем',
  canceled_by_admin: 'Отменён администратором',
  changed_by_seller: 'Изменён продавцом',
  confirmed_by_buyer: 'Подтверждён покупателем',
  modified_by_admin: 'Изменён администратором',
  successfully: 'Реализован',
  closed: 'Не реализован',
}

const SITE = 'Медмаркет'

export interface Email {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The frame of every e-mail: a heading, the body, the way to the account and, when given, the unsubscribe link. */
function frame(title: string, body: string, links: { account: string; unsubscribe?: string | null }): string {
  const unsubscribe = links.unsubscribe
    ? `<p style="color:#666;font-size:13px">Вы получили это письмо, потому что подписаны на уведомления о статусах заказов. <a href="${escapeHtml(links.unsubscribe)}">Отписаться от уведомлений об этом статусе</a></p>`
    : ''
  return `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(links.account)}">Ваши заказы на Медмаркете</a></p>${unsubscribe}</body></html>`
}

const plainFooter = (links: { account: string; unsubscribe?: string | null }) =>
  [
    '',
    `Ваши заказы: ${links.account}`,
    ...(links.unsubscribe ? [`Отписаться от уведомлений об этом статусе: ${links.unsubscribe}`] : []),
    '',
    SITE,
  ].join('\n')

function deliveryLine(order: Order): string {
  const d = order.delivery
  const address = [d.city_full, d.street, d.house && `д. ${d.house}`, d.apartment && `кв. ${d.apartment}`]
    .filter(Boolean)
    .join(', ')
  const days = d.days_min === d.days_max ? `${d.days_min} дн.` : `${d.days_min}–${d.days_max} дн.`
  const kind = d.type === 'pickup' ? 'Самовывоз из пункта выдачи' : 'Доставка курьером'
  return `${kind} (${d.tariffName}), ${address}; срок ${days}; стоимость ${formatRubles(order.delivery_cost)}`
}

function paymentLine(order: Order): string {
  if (order.payment_type === paymentTypes.card) {
    return order.payment_status === 'paid' ? 'Оплата картой: оплачено' : 'Оплата картой на сайте'
  }
  const payer = order.payer ? ` (${order.payer.campaign_name}${order.payer.inn ? `, ИНН ${order.payer.inn}` : ''})` : ''
  return `Оплата по счёту${payer}: счёт приложен к письму`
}

/** The order's VAT by rate: «НДС 20 %: 1 234,56 ₽»; goods of rate 0 («без НДС») are said once. */
function vatLines(order: Order): string[] {
  const byRate = new Map<number, number>()
  for (const item of order.items) {
    byRate.set(
      item.vat_rate,
      (byRate.get(item.vat_rate) ?? 0) + vatFromGross(item.price * item.quantity, item.vat_rate),
    )
  }
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, vat]) => (rate > 0 ? `в том числе НДС ${rate} %: ${formatRubles(vat)}` : 'без НДС'))
}

function goodsLines(order: Order): string[] {
  return order.items.map(
    (item) =>
      `${item.master_product_name} — ${item.quantity} ${item.units} × ${formatRubles(item.price)} = ${formatRubles(item.price * item.quantity)}`,
  )
}

function goodsTable(order: Order): string {
  const rows = order.items
    .map(
      (item) =>
        `<tr><td style="padding:4px 8px 4px 0">${escapeHtml(item.master_product_name)}</td><td style="padding:4px 8px;white-space:nowrap">${item.quantity} ${escapeHtml(item.units)}</td><td style="padding:4px 8px;white-space:nowrap;text-align:right">${escapeHtml(formatRubles(item.price))}</td><td style="padding:4px 0 4px 8px;white-space:nowrap;text-align:right">${escapeHtml(formatRubles(item.price * item.quantity))}</td></tr>`,
    )
    .join('')
  return `<table style="border-collapse:collapse;width:100%"><caption style="text-align:left;font-weight:bold;padding-bottom:4px">Товары</caption><thead><tr><th scope="col" style="text-align:left">Товар</th><th scope="col" style="text-align:left;padding:0 8px">Количество</th><th scope="col" style="text-align:right;padding:0 8px">Цена</th><th scope="col" style="text-align:right">Сумма</th></tr></thead><tbody>${rows}</tbody></table>`
}

export const orderTitle = (order: Order) => `Заказ № ${order.number} от ${order.date}`

/** To the buyer: the order was placed. */
export function orderPlacedEmail(order: Order, links: { account: string }): Email {
  const title = `${orderTitle(order)} принят`
  const sums = [
    `Товары: ${formatRubles(order.goods_cost)}`,
    `Доставка: ${formatRubles(order.delivery_cost)}`,
    `Итого: ${formatRubles(order.total_cost)}`,
    ...vatLines(order),
  ]
  const text = [
    `Здравствуйте, ${order.name}!`,
    '',
    `${title}. Продавец: ${order.merchant.name}.`,
    '',
    ...goodsLines(order),
    '',
    ...sums,
    '',
    `Доставка: ${deliveryLine(order)}`,
    paymentLine(order),
    plainFooter(links),
  ].join('\n')
  const html = frame(
    title,
    `<p>Здравствуйте, ${escapeHtml(order.name)}!</p><p>Продавец: ${escapeHtml(order.merchant.name)}.</p>${goodsTable(order)}<p>${sums.map(escapeHtml).join('<br>')}</p><p>Доставка: ${escapeHtml(deliveryLine(order))}</p><p>${escapeHtml(paymentLine(order))}</p>`,
    links,
  )
  return { subject: `${SITE}: ${title}`, text, html }
}

export const orderPlacedSms = (order: Order) =>
  `${SITE}: заказ № ${order.number} принят, сумма ${formatRubles(order.total_cost)}. Статус — в личном кабинете.`

/** What a status adds: the tracking number once handed to delivery, the reason given for a cancel. */
function statusDetails(order: Order, status: OrderStatus): string[] {
  const details: string[] = []
  if (status === 'delivery_service' && order.shipment) {
    details.push(`Служба доставки: ${order.shipment.carrier}, трек-номер ${order.shipment.tracking_number}`)
  }
  const entry = [...order.statuses].reverse().find((s) => s.status_id === status)
  if (status.startsWith('canceled_by_') && entry?.comment) details.push(`Причина: ${entry.comment}`)
  return details
}

/** To the buyer: the order's status changed (only for the statuses they are subscribed to). */
export function statusEmail(
  order: Order,
  status: OrderStatus,
  links: { account: string; unsubscribe: string | null },
): Email {
  const title = `${orderTitle(order)}: ${statusLabels[status]}`
  const details = statusDetails(order, status)
  const text = [
    `Здравствуйте, ${order.name}!`,
    '',
    `Статус заказа № ${order.number} изменён: «${statusLabels[status]}».`,
    ...details,
    `Продавец: ${order.merchant.name}. Сумма заказа: ${formatRubles(order.total_cost)}.`,
    plainFooter(links),
  ].join('\n')
  const html = frame(
    title,
    `<p>Здравствуйте, ${escapeHtml(order.name)}!</p><p>Статус заказа № ${escapeHtml(order.number)} изменён: «${escapeHtml(statusLabels[status])}».</p>${details.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Продавец: ${escapeHtml(order.merchant.name)}. Сумма заказа: ${escapeHtml(formatRubles(order.total_cost))}.</p>`,
    links,
  )
  return { subject: `${SITE}: ${title}`, text, html }
}

export function statusSms(order: Order, status: OrderStatus): string {
  const tracking =
    status === 'delivery_service' && order.shipment
      ? ` ${order.shipment.carrier}, трек-номер ${order.shipment.tracking_number}.`
      : ''
  return `${SITE}: заказ № ${order.number} — «${statusLabels[status]}».${tracking}`
}

/** To the seller: a new order. */
export function sellerNewOrderEmail(order: Order, links: { cabinet: string }): Email {
  const title = `Новый заказ № ${order.number} на ${formatRubles(order.total_cost)}`
  const text = [
    `${title}.`,
    '',
    ...goodsLines(order),
    '',
    `Покупатель: ${order.name}, ${order.phone}${order.email ? `, ${order.email}` : ''}`,
    `Доставка: ${deliveryLine(order)}`,
    paymentLine(order).replace(': счёт приложен к письму', ''),
    '',
    `Заказ в кабинете продавца: ${links.cabinet}`,
    '',
    SITE,
  ].join('\n')
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${goodsTable(order)}<p>Покупатель: ${escapeHtml(`${order.name}, ${order.phone}${order.email ? `, ${order.email}` : ''}`)}</p><p>Доставка: ${escapeHtml(deliveryLine(order))}</p><p><a href="${escapeHtml(links.cabinet)}">Открыть заказ в кабинете продавца</a></p></body></html>`
  return { subject: `${SITE}: ${title}`, text, html }
}

export const sellerNewOrderSms = (order: Order) =>
  `${SITE}: новый заказ № ${order.number} на ${formatRubles(order.total_cost)}. Откройте кабинет продавца.`

/** To whoever asked: a seller answered a product question or a price request. */
export function answerEmail(
  asked: { name: string; kind: 'question' | 'price_request'; product: string | null; question: string | null },
  answer: { merchant: string; text: string },
  links: { page: string },
): Email {
  const about = asked.product ? ` о товаре «${asked.product}»` : ''
  const title = asked.kind === 'price_request' ? `Ответ на запрос цены${about}` : `Ответ на ваш вопрос${about}`
  const text = [
    `Здравствуйте, ${asked.name}!`,
    '',
    ...(asked.question ? [`Вы спросили: ${asked.question}`, ''] : []),
    `Продавец ${answer.merchant} ответил:`,
    answer.text,
    '',
    `Все ответы: ${links.page}`,
    '',
    SITE,
  ].join('\n')
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${escapeHtml(title)}</h1><p>Здравствуйте, ${escapeHtml(asked.name)}!</p>${asked.question ? `<p>Вы спросили: ${escapeHtml(asked.question)}</p>` : ''}<p>Продавец ${escapeHtml(answer.merchant)} ответил:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #0a7">${escapeHtml(answer.text).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(links.page)}">Все ответы</a></p></body></html>`
  return { subject: `${SITE}: ${title}`, text, html }
}

/** The answer itself in the SMS (it is the only message when no e-mail was left), cut to keep the SMS short. */
export function answerSms(asked: { kind: 'question' | 'price_request' }, merchant: string, text: string): string {
  const words = text.replace(/\s+/g, ' ').trim()
  const excerpt = words.length > 100 ? `${words.slice(0, 99).trimEnd()}…` : words
  return `${SITE}: продавец ${merchant} ответил на ваш ${asked.kind === 'price_request' ? 'запрос цены' : 'вопрос'}: «${excerpt}»`
}

/** To the account's owner: the password was changed by an SMS code (password recovery). */
export function passwordChangedEmail(links: { signIn: string }): Email {
  const title = 'Пароль изменён'
  const text = [
    'Здравствуйте!',
    '',
    'Пароль вашей учётной записи на Медмаркете только что изменён по коду из SMS.',
    'Если это были не вы, восстановите пароль ещё раз и напишите нам.',
    '',
    `Вход: ${links.signIn}`,
    '',
    SITE,
  ].join('\n')
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${title}</h1><p>Пароль вашей учётной записи на Медмаркете только что изменён по коду из SMS.</p><p>Если это были не вы, восстановите пароль ещё раз и напишите нам.</p><p><a href="${escapeHtml(links.signIn)}">Войти</a></p></body></html>`
  return { subject: `${SITE}: ${title}`, text, html }
}

/** To a visitor who wrote to the marketplace (write-us, a price request, a question): the operator's reply. */
export function messageReplyEmail(message: { name: string; text: string | null }, reply: string): Email {
  const title = 'Ответ на ваше обращение'
  const text = [
    `Здравствуйте, ${message.name}!`,
    '',
    ...(message.text ? ['Вы написали:', message.text, ''] : []),
    'Наш ответ:',
    reply,
    '',
    SITE,
  ].join('\n')
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${title}</title></head><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5;max-width:640px;margin:0 auto;padding:16px"><h1 style="font-size:20px">${title}</h1><p>Здравствуйте, ${escapeHtml(message.name)}!</p>${message.text ? `<p>Вы написали:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;color:#555">${escapeHtml(message.text).replace(/\n/g, '<br>')}</blockquote>` : ''}<p>Наш ответ:</p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #0a7">${escapeHtml(reply).replace(/\n/g, '<br>')}</blockquote><p>${SITE}</p></body></html>`
  return { subject: `${title} — ${SITE}`, text, html }
}
