// Bundles the Node entry points (server.ts, backend/main.ts, and backend/thread.ts, the embedded back-end's thread) into
// build/, and copies the SQL migrations beside them. Packages stay external: node_modules is there at run time.
import { cpSync } from 'node:fs'
import { build } from 'esbuild'

const out = process.env.BUILD_DIR ?? 'build'

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
}

await build({ ...common, entryPoints: ['server.ts'], outfile: `${out}/server.js` })
await build({ ...common, entryPoints: ['backend/main.ts'], outfile: `${out}/backend.js` })
await build({ ...common, entryPoints: ['backend/thread.ts'], outfile: `${out}/backend-thread.js` })
cpSync('backend/db/migrations', `${out}/migrations`, { recursive: true })
