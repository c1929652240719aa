import { describe, expect, it } from 'vitest'
import { unsubscribeTokens } from './unsubscribe.ts'

const tokens = unsubscribeTokens(Buffer.alloc(32, 7))
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

describe('unsubscribe tokens', () => {
  it('read back the user and status they were signed for', () => {
    expect(tokens.read(tokens.sign(42, 'in_work'))).toEqual({ userId: 42, status: 'in_work' })
  })

  it('accept only the one spelling given out: another last character is refused, though it decodes the same', () => {
    const token = tokens.sign(42, 'in_work')
    const accepted = [...alphabet].map((last) => `${token.slice(0, -1)}${last}`).filter((t) => tokens.read(t))
    expect(accepted).toEqual([token])
  })

  it('refuse another key’s signature, and a token moved to another user', () => {
    const other = unsubscribeTokens(Buffer.alloc(32, 8))
    expect(tokens.read(other.sign(42, 'in_work'))).toBeNull()
    expect(tokens.read(tokens.sign(42, 'in_work').replace(/^42\./, '43.'))).toBeNull()
  })
})
