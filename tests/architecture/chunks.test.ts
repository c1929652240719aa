import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHELL_MODULES } from '../../vite.config.ts'

describe('the chunks named by hand (decision 005)', () => {
  it('names modules that exist, so a move cannot silently split the chunk again', () => {
    const missing = SHELL_MODULES.filter((file) => !existsSync(new URL(`../../${file}`, import.meta.url)))
    expect(missing).toEqual([])
  })
})
