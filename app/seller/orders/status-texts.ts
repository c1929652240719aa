/** The order statuses' Russian labels are the account's (account.json `notifications.statuses`): one list for both. */
import type { OrderStatus } from '#contract/order-statuses.ts'

export const statusKey = <S extends OrderStatus>(status: S) => `account:notifications.statuses.${status}` as const
