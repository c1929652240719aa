/**
 * Password hashes with scrypt (node:crypto): a random salt per password, the cost parameters stored in the hash
 * itself (`scrypt$N$r$p$salt$key`, base64url), so they can be raised later without breaking old hashes, and a
 * constant-time comparison.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const COST = { N: 16384, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }, length: number) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r * cost.p }
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST, KEY_LENGTH)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** False for a wrong password and for a hash this code cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (!Object.values(cost).every((v) => Number.isSafeInteger(v) && v > 0)) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost, expected.length)
  return timingSafeEqual(actual, expected)
}

let decoy: Promise<string> | undefined
/**
 * A hash of a random password at the current cost: checking a password against it for an unknown e-mail spends the
 * same time as for a known one, so the answer's timing does not tell which e-mails have accounts.
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  return decoy
}
