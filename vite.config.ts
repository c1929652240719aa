import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixConfig } from './remix.config.ts'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

export default defineConfig({
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
  },
  server: {
    // server.ts owns the HTTP port; Vite runs as middleware.
    middlewareMode: true,
  },
})
