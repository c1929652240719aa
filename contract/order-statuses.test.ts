/** The status machine (docs/decisions/017): who may move an order from which status to which. */
import { describe, expect, it } from 'vitest'
import {
  buyerCancellableStatuses,
  canMoveOrder,
  finalOrderStatuses,
  type OrderActor,
  orderStatuses,
  orderTransitions,
} from './order-statuses.ts'

const actors: OrderActor[] = ['buyer', 'seller', 'admin', 'system']

/** Every move the machine allows, as `from → to by actor`. */
const allowedMoves = () =>
  orderStatuses.flatMap((from) =>
    orderStatuses.flatMap((to) =>
      actors.filter((actor) => canMoveOrder(from, to, actor)).map((actor) => `${from} → ${to} by ${actor}`),
    ),
  )

describe('the order status machine', () => {
  it('knows every status', () => {
    expect(Object.keys(orderTransitions).sort()).toEqual([...orderStatuses].sort())
  })

  it('lets the buyer cancel exactly before shipping', () => {
    for (const status of orderStatuses) {
      expect(canMoveOrder(status, 'canceled_by_buyer', 'buyer'), status).toBe(
        (buyerCancellableStatuses as readonly string[]).includes(status),
      )
    }
    expect(canMoveOrder('delivery_service', 'canceled_by_buyer', 'buyer')).toBe(false)
    expect(canMoveOrder('goods_received', 'canceled_by_buyer', 'buyer')).toBe(false)
  })

  it("gives the buyer nothing but cancelling and confirming a seller's change", () => {
    const buyerMoves = allowedMoves().filter((move) => move.endsWith('by buyer'))
    const targets = new Set(buyerMoves.map((move) => move.split(' ')[2]))
    expect([...targets].sort()).toEqual(['canceled_by_buyer', 'confirmed_by_buyer'])
    expect(buyerMoves.filter((move) => move.split(' ')[2] === 'confirmed_by_buyer')).toEqual([
      'changed_by_seller → confirmed_by_buyer by buyer',
    ])
  })

  it('keeps each side to its own cancellation and its own change', () => {
    for (const from of orderStatuses) {
      expect(canMoveOrder(from, 'canceled_by_seller', 'admin'), from).toBe(false)
      expect(canMoveOrder(from, 'canceled_by_admin', 'seller'), from).toBe(false)
      expect(canMoveOrder(from, 'canceled_by_buyer', 'seller'), from).toBe(false)
      expect(canMoveOrder(from, 'changed_by_seller', 'admin'), from).toBe(false)
      expect(canMoveOrder(from, 'modified_by_admin', 'seller'), from).toBe(false)
    }
  })

  it('lets the system record only invoices and payments', () => {
    const targets = new Set(
      allowedMoves()
        .filter((move) => move.endsWith('by system'))
        .map((move) => move.split(' ')[2]),
    )
    expect([...targets].sort()).toEqual(['bill_paid', 'billed', 'payment_received'])
    expect(canMoveOrder('created', 'billed', 'system')).toBe(true)
    expect(canMoveOrder('created', 'payment_received', 'system')).toBe(true)
    expect(canMoveOrder('billed', 'bill_paid', 'system')).toBe(true)
    // A payment that arrives after a cancellation does not revive the order.
    expect(canMoveOrder('canceled_by_buyer', 'payment_received', 'system')).toBe(false)
  })

  it('moves nothing out of a final status', () => {
    for (const from of finalOrderStatuses) {
      expect(
        allowedMoves().filter((move) => move.startsWith(`${from} →`)),
        from,
      ).toEqual([])
    }
  })

  it('walks the invoice and the card paths to the end', () => {
    const path = (steps: [string, OrderActor][], start: string) => {
      let at = start
      for (const [to, actor] of steps) {
        expect(canMoveOrder(at as never, to as never, actor), `${at} → ${to} by ${actor}`).toBe(true)
        at = to
      }
    }
    path(
      [
        ['billed', 'system'],
        ['bill_paid', 'seller'],
        ['in_work', 'seller'],
        ['delivery_service', 'seller'],
        ['goods_received', 'seller'],
        ['successfully', 'seller'],
      ],
      'created',
    )
    path(
      [
        ['payment_received', 'system'],
        ['reserved', 'admin'],
        ['changed_by_seller', 'seller'],
        ['confirmed_by_buyer', 'buyer'],
        ['delivery_service', 'seller'],
        ['closed', 'admin'],
      ],
      'created',
    )
  })

  it('refuses shipping an unpaid invoice and going back from delivery', () => {
    expect(canMoveOrder('billed', 'delivery_service', 'seller')).toBe(false)
    expect(canMoveOrder('delivery_service', 'in_work', 'seller')).toBe(false)
    expect(canMoveOrder('goods_received', 'delivery_service', 'admin')).toBe(false)
    expect(canMoveOrder('created', 'successfully', 'admin')).toBe(false)
    expect(canMoveOrder('created', 'goods_received', 'seller')).toBe(false)
  })
})
