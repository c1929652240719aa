import type { VitePluginConfig } from '@remix-run/dev'

/**
 * Options of the Remix Vite plugin, kept apart from vite.config.ts so that the route settings and the future flags
 * are read in one place. All v3 future flags are on: the app is written as Remix v3 (React Router 7) would expect,
 * while staying on the Remix v2 packages.
 */
export const remixConfig: VitePluginConfig = {
  appDirectory: 'app',
  // BUILD_DIR lets two builds (say, two people testing at once) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: false,
  },
}
