/**
 * Moved to tests/support/fakes/fake-dadata.ts. This re-export stays only until the storefront's integration test
 * (app/context/location.server.integration.test.ts) imports `#tests/support/fakes/fake-dadata.ts`; then delete it.
 */

export * from '#tests/support/fakes/fake-dadata.ts'
