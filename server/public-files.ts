/**
 * The public files beside the hashed assets (favicon.ico, favicon.svg), each served by its own path only. The build
 * does not change while the server runs, so what exists is read once: a page's path, or a client navigation's
 * `/catalog.data`, is never looked up on disk — which had cost every client navigation a `stat` in the thread pool.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler } from 'express'

/** The URL paths of the files under `dir` (as a browser asks for them), but those under `except`. */
function publicPaths(dir: string, except: string): Set<string> {
  const paths = new Set<string>()
  for (const relative of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const segments = relative.split(path.sep)
    if (segments[0] === except || !statSync(path.join(dir, relative)).isFile()) continue
    paths.add(`/${segments.map(encodeURIComponent).join('/')}`)
  }
  return paths
}

export function publicFiles(dir: string, options: { except: string; maxAge: string }): RequestHandler {
  const paths = publicPaths(dir, options.except)
  const serve = express.static(dir, { maxAge: options.maxAge })
  return (req, res, next) => (paths.has(req.path) ? serve(req, res, next) : next())
}
