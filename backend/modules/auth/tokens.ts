/** Opaque access tokens: 32 random bytes, base64url, handed out once; only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto'

export function newAccessToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The bearer token of an `Authorization` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '')
  return match?.[1] ?? null
}
