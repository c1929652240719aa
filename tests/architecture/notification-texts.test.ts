/**
 * The back-end's notifications say an order's status in the words the buyer's account page shows (the back-end
 * cannot read the storefront's texts: app/ and backend/ meet only in contract/).
 */
import { describe, expect, it } from 'vitest'
import account from '#app/locales/ru/account.json'
import { statusLabels } from '#backend/modules/notifications/texts.ts'

describe('order status labels', () => {
  it('are the same in e-mails and SMS as on the account page', () => {
    expect(statusLabels).toEqual(account.notifications.statuses)
  })
})
