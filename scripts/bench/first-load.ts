/**
 * First-load JavaScript, as a browser fetches it: the page loaded in Chromium, every script response recorded, and
 * those requested before the page was hydrated counted — modulepreloads, module scripts and whatever the entry
 * imports before hydrating alike. Each is counted at the size it crossed the wire when the server compressed it,
 * else gzipped here at level 6. Scripts the HTML does not name (a modulepreload, a script src or an inline import)
 * are listed: each is a round trip after the entry has run, a waterfall before the page comes alive. The budget is
 * judged on gzip as the server sends it to a browser that asks for gzip only (Chromium itself is sent Brotli).
 */
import { get } from 'node:http'
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'
import { benchContext, type Hydration, hydratedAt } from './browser.ts'
import type { BenchPage } from './pages.ts'

export const BUDGET_KB = 92

export interface ScriptFigures {
  path: string
  /** Bytes counted: transferred when the server compressed the script, else gzip level 6 of its body. */
  bytes: number
  gzip6: number
  /** Bytes the server sends a browser that accepts gzip only (its precompressed copy, or compressed on the fly). */
  gzipServed: number
  encoding: string | null
  /** Named by the HTML (modulepreload, script src or an inline module's import). */
  inHtml: boolean
  /** When the browser requested it, ms after navigation start. */
  startMs: number
}

export interface FirstLoadFigures {
  path: string
  totalBytes: number
  gzip6Bytes: number
  gzipServedBytes: number
  scripts: number
  /** Scripts fetched before hydration that the HTML does not name, and their bytes. */
  notPreloaded: ScriptFigures[]
  notPreloadedBytes: number
  /** Inline scripts of the HTML, gzip level 6 (part of the document, not counted above). */
  inlineGzip6: number
  /** How the end of hydration was known (see benchContext); network idle when it never came. */
  hydration: Exclude<Hydration, 'none'> | 'network idle'
  hydratedMs: number | null
  list: ScriptFigures[]
}

/** Every script URL the HTML names itself, as absolute URLs. */
export function scriptsNamedByHtml(html: string, base: string): Set<string> {
  const named = new Set<string>()
  const add = (url: string | undefined) => {
    if (url) named.add(new URL(url.replaceAll('&amp;', '&'), base).href)
  }
  for (const tag of html.matchAll(/<link\b[^>]*>/g)) {
    if (/\brel="modulepreload"/.test(tag[0])) add(/\bhref="([^"]+)"/.exec(tag[0])?.[1])
  }
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    add(/\bsrc="([^"]+)"/.exec(tag[1] ?? '')?.[1])
    for (const specifier of (tag[2] ?? '').matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?\(?\s*["']([^"']+\.js)["']/g)) {
      add(specifier[1])
    }
  }
  return named
}

function inlineScriptsGzip(html: string): number {
  let code = ''
  for (const tag of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(tag[1] ?? '') && !/application\/(ld\+)?json/.test(tag[1] ?? '')) code += tag[2] ?? ''
  }
  return code ? gzipSync(code, { level: 6 }).length : 0
}

interface Seen {
  url: string
  bytes: number
  gzip6: number
  encoding: string | null
}

/** A script response's sizes; null for anything else, or when the page went away first. Never rejects. */
async function record(response: Response): Promise<Seen | null> {
  try {
    if (response.request().resourceType() !== 'script' || !response.ok()) return null
    const body = await response.body()
    const encoding = response.headers()['content-encoding'] ?? null
    const gzip6 = gzipSync(body, { level: 6 }).length
    const sizes = await response.request().sizes()
    const compressed = encoding !== null && encoding !== 'identity' && sizes.responseBodySize > 0
    return { url: response.url(), bytes: compressed ? sizes.responseBodySize : gzip6, gzip6, encoding }
  } catch {
    return null
  }
}

/** The body's length as sent to a client whose Accept-Encoding is `gzip`. */
function gzipServedBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      response.on('end', () => resolve(bytes))
      response.on('error', reject)
    }).on('error', reject)
  })
}

export async function firstLoad(browser: Browser, origin: string, page: BenchPage): Promise<FirstLoadFigures> {
  const context = await benchContext(browser, { cookie: page.headers.cookie, origin })
  try {
    const tab = await context.newPage()
    const pending: Promise<Seen | null>[] = []
    const onResponse = (response: Response) => pending.push(record(response))
    tab.on('response', onResponse)
    const answer = await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' })
    if (!answer?.ok()) throw new Error(`${page.path} answered ${answer?.status()}`)
    const html = await answer.text()
    const hydrated = await hydratedAt(tab, 30_000)
    const hydration: FirstLoadFigures['hydration'] = hydrated.by === 'none' ? 'network idle' : hydrated.by
    if (hydrated.at === null) await tab.waitForLoadState('networkidle')
    const timing = {
      hydratedAt: hydrated.at,
      started: await tab.evaluate(() =>
        Object.fromEntries(performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime])),
      ),
    }
    tab.off('response', onResponse)
    const seen = (await Promise.all(pending)).filter((entry): entry is Seen => entry !== null)
    const named = scriptsNamedByHtml(html, answer.url())
    const startOf = (entry: Seen) => timing.started[entry.url] ?? 0
    // In the order they were requested: the waterfall reads top to bottom.
    const before = seen
      .filter((entry) => timing.hydratedAt === null || startOf(entry) <= timing.hydratedAt)
      .sort((a, b) => startOf(a) - startOf(b))
    const served = await Promise.all(before.map((entry) => gzipServedBytes(entry.url)))
    const list = before.map(
      (entry, index): ScriptFigures => ({
        path: new URL(entry.url).pathname,
        bytes: entry.bytes,
        gzip6: entry.gzip6,
        gzipServed: served[index] ?? 0,
        encoding: entry.encoding,
        inHtml: named.has(entry.url),
        startMs: Math.round(startOf(entry)),
      }),
    )
    const notPreloaded = list.filter((entry) => !entry.inHtml)
    const sum = (entries: ScriptFigures[], key: 'bytes' | 'gzip6' | 'gzipServed') =>
      entries.reduce((n, e) => n + e[key], 0)
    return {
      path: page.path,
      totalBytes: sum(list, 'bytes'),
      gzip6Bytes: sum(list, 'gzip6'),
      gzipServedBytes: sum(list, 'gzipServed'),
      scripts: list.length,
      notPreloaded,
      notPreloadedBytes: sum(notPreloaded, 'bytes'),
      inlineGzip6: inlineScriptsGzip(html),
      hydration,
      hydratedMs: timing.hydratedAt === null ? null : Math.round(timing.hydratedAt),
      list,
    }
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export function printFirstLoad(name: string, figures: FirstLoadFigures) {
  const encodings = [...new Set(figures.list.map((s) => s.encoding ?? 'none'))].join('/')
  const verdict = figures.gzipServedBytes <= BUDGET_KB * 1024 ? 'within' : 'OVER'
  console.log(
    `  ${name.padEnd(10)} ${kb(figures.gzipServedBytes).padStart(9)} gzip as served, in ${String(figures.scripts).padStart(2)} scripts` +
      ` (to Chromium ${kb(figures.totalBytes)} ${encodings}; zlib-6 ${kb(figures.gzip6Bytes)}) — budget ${BUDGET_KB} KB: ${verdict}` +
      `; inline ${kb(figures.inlineGzip6)}; hydrated at ${figures.hydratedMs ?? '–'} ms (${figures.hydration})`,
  )
  if (figures.notPreloaded.length > 0) {
    console.log(`             not named by the HTML, fetched before hydration (+${kb(figures.notPreloadedBytes)}):`)
    for (const script of figures.notPreloaded) {
      console.log(`               ${kb(script.bytes).padStart(8)}  ${script.path}  (requested at ${script.startMs} ms)`)
    }
  }
}
