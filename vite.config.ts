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
 * What every page's first load needs, in one file rather than a dozen (decision 005, 038): the framework (React,
 * Remix), everything the root and shop layouts import statically (header, footer, dialogs, error page, formats), and
 * the modules that the home page, the catalogue and the product page share (the product card, breadcrumbs, meta). Each file of its own would cost
 * a request and a gzip frame of its own, and gzip finds more to share in one file: ~3 KB less than the same modules
 * in eight files. Routes' own code stays in their chunks.
 */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|@remix-run[\\/](react|router)|react-router|react-router-dom|turbo-stream)[\\/]/
export const FIRST_LOAD_ROOTS = [
  'app/root.tsx',
  'app/routes/_shop.tsx',
  // Shared by the home page, the catalogue and the product page.
  'app/ui/product-card.tsx',
  'app/ui/recently-viewed.tsx',
  'app/lib/seo.ts',
  'app/catalog/catalog-trail.tsx',
  'app/catalog/catalog.css?url',
  'app/ui/days-text.ts',
  // The product and home pages link sellers' names to their pages.
  'app/lib/seller-path.ts',
  // What the browser entry runs before hydrating.
  'app/lib/i18n/browser-texts.ts',
  'app/lib/client/chunk-reload.ts',
]

const LISTING =
  /\/app\/(routes\/_shop\.catalog\.\(\$slug\)\.tsx|catalog\/(catalog-page|category-tree|listing-layout|catalog-filters|product-listing|catalog-query|listing-pager)\.tsx?)$/

type ModuleInfo = { importedIds: readonly string[] } | null

/** The modules the first-load roots import statically, directly or not (app code only). */
function firstLoadModules(getModuleInfo: (id: string) => ModuleInfo): Set<string> {
  const found = new Set<string>()
  const visit = (id: string) => {
    const path = id.replaceAll('\\', '/')
    if (found.has(path) || path.includes('/node_modules/') || !path.includes('/app/')) return
    found.add(path)
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported)
  }
  const projectRoot = fileURLToPath(new URL('.', import.meta.url))
  for (const root of FIRST_LOAD_ROOTS) visit(`${projectRoot}${root}`)
  return found
}

let firstLoad: Set<string> | undefined

function clientChunk(id: string, meta: { getModuleInfo: (id: string) => ModuleInfo }): string | undefined {
  if (VENDOR.test(id) || id.includes('vite/preload-helper')) return 'vendor'
  firstLoad ??= firstLoadModules(meta.getModuleInfo)
  const path = id.replaceAll('\\', '/')
  // Route modules keep their own files: Remix loads them by name.
  if (path.endsWith('app/root.tsx') || path.endsWith('app/routes/_shop.tsx')) return undefined
  // The catalogue in one file: its route with the listing it shares with the brand pages.
  if (LISTING.test(path)) return 'listing'
  // A page's texts come with it; the rest wait in a chunk of their own (app/lib/i18n/browser-texts.ts).
  if (path.includes('/app/locales/') || path.endsWith('/app/lib/i18n-resources.ts')) return undefined
  return firstLoad.has(path) ? 'vendor' : undefined
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
    // Terser packs the browser's scripts ~4 % smaller than esbuild does (decision 038); the server's stay unminified.
    ...(isSsrBuild ? {} : { minify: 'terser' as const, terserOptions: { module: true, compress: { passes: 3 } } }),
  },
  server: {
    // server.ts owns the HTTP port; Vite runs as middleware.
    middlewareMode: true,
  },
}))
