import { describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, mayReload, RELOAD_WINDOW_MS, reloadOnce } from './chunk-reload.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  }
}

describe('mayReload', () => {
  it('allows the first reload and the next one only after 60 s', () => {
    expect(mayReload(1_000_000, Number.NaN)).toBe(true)
    expect(mayReload(1_000_000, 1_000_000 - RELOAD_WINDOW_MS + 1)).toBe(false)
    expect(mayReload(1_000_000, 1_000_000 - RELOAD_WINDOW_MS)).toBe(true)
  })

  it('allows a reload when the clock went back', () => {
    expect(mayReload(1_000, 5_000)).toBe(true)
  })
})

describe('reloadOnce', () => {
  it('reloads once, lets the error through for the rest of the minute, then reloads again', () => {
    const storage = memoryStorage()
    const reload = vi.fn()
    const start = 10_000_000
    expect(reloadOnce(() => storage, start, reload)).toBe(true)
    expect(reloadOnce(() => storage, start + 30_000, reload)).toBe(false)
    expect(reloadOnce(() => storage, start + 59_999, reload)).toBe(false)
    expect(reloadOnce(() => storage, start + 60_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('never reloads when it cannot remember doing so (it could loop)', () => {
    const reload = vi.fn()
    const denied = () => {
      throw new Error('SecurityError')
    }
    expect(reloadOnce(denied, 1, reload)).toBe(false)
    const readOnly = { getItem: () => null, setItem: denied }
    expect(reloadOnce(() => readOnly, 1, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports in Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Network error'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})
