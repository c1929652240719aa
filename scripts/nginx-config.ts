/**
 * Fills deploy/nginx.conf.template in. scripts/cluster.ts calls `nginxConfig` for one host; the Dockerfile's nginx
 * image runs this file to print the containers' configuration:
 *
 *   NGINX_STOREFRONTS=storefront-1:3000,storefront-2:3000 NGINX_BACKENDS=backend-1:4000,backend-2:4000 \
 *   NGINX_LISTEN=80 NGINX_BACKEND_LISTEN=8081 NGINX_BUILD_DIR=/srv/medmarket NGINX_RUN_DIR=/run/medmarket \
 *   NGINX_BROTLI=1 tsx scripts/nginx-config.ts > nginx.conf
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * How long nginx skips a process after one failed attempt (passive health checks). A process that comes back is
 * used again only when this has passed since the last attempt that failed, counted in nginx's whole seconds: a
 * rolling restart waits that long and a second more before stopping the next one, or nginx could find every
 * process marked failed and answer 502 itself.
 */
export const FAIL_TIMEOUT_S = 2

/** Where Debian's nginx keeps its dynamic modules; brotli comes from libnginx-mod-http-brotli-static. */
const MODULES = '/usr/lib/nginx/modules'
export const brotliInstalled = () => existsSync(path.join(MODULES, 'ngx_http_brotli_static_module.so'))

export interface NginxOptions {
  /** host:port of each storefront and each back-end. */
  storefronts: string[]
  backends: string[]
  /** The visitors' address ("8080", "127.0.0.1:8080") and the storefronts' address of the back-ends. */
  listen: string
  backendListen: string
  /** The build whose client/ assets nginx serves itself. */
  buildDir: string
  /** nginx's pid, logs and temporary files. */
  runDir: string
  /** Serve the build's .br files (needs the brotli module). */
  brotli: boolean
}

export function nginxConfig(options: NginxOptions): string {
  const servers = (addresses: string[]) =>
    addresses.map((address) => `    server ${address} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n')
  const values: Record<string, string> = {
    load_modules: options.brotli ? `load_module ${MODULES}/ngx_http_brotli_static_module.so;` : '',
    run_dir: options.runDir,
    storefront_servers: servers(options.storefronts),
    backend_servers: servers(options.backends),
    backend_listen: options.backendListen,
    listen: options.listen,
    build_dir: options.buildDir,
    brotli_static: options.brotli ? '      brotli_static on;' : '',
  }
  const template = readFileSync(fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url)), 'utf8')
  return template.replace(/@(\w+)@/g, (_whole, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: nothing for @${name}@`)
    return value
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const env = process.env
  const list = (name: string) => {
    const value = (env[name] ?? '').split(',').filter(Boolean)
    if (value.length === 0) throw new Error(`${name}: host:port of each process, comma-separated`)
    return value
  }
  process.stdout.write(
    nginxConfig({
      storefronts: list('NGINX_STOREFRONTS'),
      backends: list('NGINX_BACKENDS'),
      listen: env.NGINX_LISTEN ?? '80',
      backendListen: env.NGINX_BACKEND_LISTEN ?? '8081',
      buildDir: env.NGINX_BUILD_DIR ?? path.resolve('build'),
      runDir: env.NGINX_RUN_DIR ?? path.resolve('.data/nginx'),
      brotli: env.NGINX_BROTLI === undefined ? brotliInstalled() : env.NGINX_BROTLI === '1',
    }),
  )
}
