import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './security.ts'

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and with this response’s nonce, and forbids framing', () => {
    const csp = contentSecurityPolicy('n0nce', { production: true })
    expect(csp).toContain("script-src 'self' 'nonce-n0nce'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('ws:')
  })

  it('lets the development server’s hot reload connect', () => {
    expect(contentSecurityPolicy('x', { production: false })).toContain("connect-src 'self' ws:")
  })
})
