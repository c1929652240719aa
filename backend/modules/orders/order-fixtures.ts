/**
 * Moved to tests/support/fixtures/order-fixtures.ts. This re-export stays only until the storefront's integration
 * test (app/account/orders/orders.server.integration.test.ts) imports `#tests/support/fixtures/order-fixtures.ts`;
 * then delete it.
 */

export * from '#tests/support/fixtures/order-fixtures.ts'
