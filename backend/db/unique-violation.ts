/** Whether a database error is a unique violation of this index (a race lost to another request). */
export function violatesUnique(error: unknown, index: 'users_email_key' | 'users_phone_key'): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string }
    if (code === '23505') return constraint === undefined || constraint === index
  }
  return false
}
