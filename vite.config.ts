import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixConfig } from './remix.config.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

/**
 * What every page's first load needs, in two files rather than a dozen: the framework (React, Remix, react-i18next)
 * and the small modules of ours that the root and shop layouts share. Each extra file costs its own gzip frame and
 * request; left alone, Rollup splits these wherever two routes share a module (decision 005).
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@remix-run[\\/](react|router)|react-router|react-router-dom|turbo-stream|react-i18next|html-parse-stringify|void-elements)[\\/]/
export const SHELL_MODULES = [
  'app/lib/meta-texts.ts',
  'app/locales/ru/site.json',
  'app/lib/images.ts',
  'app/lib/visitor.ts',
  'app/lib/dialog.ts',
  'app/lib/seo.ts',
  'app/ui/dialog-link.tsx',
  'app/shell/error-page.tsx',
  // The catalogue's and the product page's breadcrumbs: alone, a chunk of 270 bytes with its own request.
  'app/catalog/catalog-trail.tsx',
  // Used by every page; each alone would be a chunk of its own with its own request and gzip frame.
  'app/lib/use-shell.ts',
  'app/lib/format.ts',
  'app/lib/cart-paths.ts',
  'app/contact/contact-dialogs.tsx',
  // The product page's delivery days, shared with checkout and orders: alone, a chunk of 170 bytes.
  'app/ui/days-text.ts',
  // The catalogue's «Фильтры» toggle and the forms' kit: alone, a chunk of its own.
  'app/lib/use-hydrated.ts',
]

function clientChunk(id: string): string | undefined {
  if (VENDOR.test(id) || id.includes('vite/preload-helper')) return 'vendor'
  const path = id.replaceAll('\\', '/')
  if (SHELL_MODULES.some((file) => path.endsWith(file))) return 'shell'
  // The catalogue's stylesheet URL, a one-line module shared by the home, catalogue and brand routes, would be a
  // chunk of its own on those pages.
  if (path.endsWith('app/catalog/catalog.css?url')) return 'shell'
  return undefined
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig)],
  resolve: {
    alias: {
      '#app': fileURLToPath(new URL('./app', import.meta.url)),
      '#contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  build: {
    cssMinify: true,
    // Hashed file names let server.ts serve /assets immutable for a year.
    assetsDir: 'assets',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: clientChunk } },
  },
  server: {
    // server.ts owns the HTTP port; Vite runs as middleware.
    middlewareMode: true,
  },
}))
