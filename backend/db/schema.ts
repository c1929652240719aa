/**
 * The marketplace's tables, one file per domain under ./schema, all exported from here: the app's database handle
 * (client.ts) and drizzle-kit (drizzle.config.ts) read this file. Money is kept as integer kopecks (bigint); the
 * contract converts to rubles at the edge. Change a table, then `npm run db:generate` to write the next committed
 * migration under ./migrations.
 */
export * from './schema/accounts.ts'
export * from './schema/admin.ts'
export * from './schema/catalog.ts'
export * from './schema/messages.ts'
export * from './schema/notifications.ts'
export * from './schema/orders.ts'
export * from './schema/rate-limits.ts'
export * from './schema/sellers.ts'
