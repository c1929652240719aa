import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_ROOTS } from '../../vite.config.ts'

describe('the first-load chunk (decisions 005, 038)', () => {
  it('starts from modules that exist, so a move cannot silently split it again', () => {
    const missing = FIRST_LOAD_ROOTS.filter(
      (file) => !existsSync(new URL(`../../${file.replace(/\?url$/, '')}`, import.meta.url)),
    )
    expect(missing).toEqual([])
  })
})
