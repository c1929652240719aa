/** The contract between storefront and back-end: zod schemas of each SPEC §7 call. Imports nothing of ours. */
export * from './call.ts'
export * from './cart.ts'
export * from './catalog.ts'
export * from './home.ts'
export * from './start.ts'
export * from './users.ts'
