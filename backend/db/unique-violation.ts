/**
 * Whether a database error is a unique violation of this index (a race lost to another request, a value another row
 * holds). A driver that does not name the constraint counts as naming it.
 */
export function violatesUnique(error: unknown, index: string): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string }
    if (code === '23505') return constraint === undefined || constraint === index
  }
  return false
}
