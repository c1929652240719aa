/**
 * What checkout tells the users module: the name and e-mail a buyer gave become the profile's where it has none
 * (issue 13: the next checkout and the account's greeting know them; the buyer changes them in the profile).
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '#backend/db/client.ts'
import { users } from '#backend/db/schema.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import type { UserRow } from './users.repository.ts'

/** The profile's limit of each part of a name (contract/users.ts). */
const NAME_PART_MAX = 100

/**
 * «Иванова Анна Сергеевна» → surname, name, middle name (the rest of the words); one word is taken as the name.
 * Each part is cut to what the profile form accepts.
 */
export function splitFio(fio: string): Pick<UserRow, 'surname' | 'name' | 'middleName'> {
  const part = (words: string[]) => (words.length > 0 ? words.join(' ').slice(0, NAME_PART_MAX) : null)
  const words = fio.trim().split(/\s+/).filter(Boolean)
  if (words.length <= 1) return { surname: null, name: part(words), middleName: null }
  const [surname = '', name = '', ...middle] = words
  return { surname: part([surname]), name: part([name]), middleName: part(middle) }
}

const blank = (column: AnyPgColumn) => or(isNull(column), eq(column, ''))

/**
 * The name when surname, name and middle name are all empty; the e-mail when none is set and no other account holds
 * it — in a savepoint, so that an e-mail taken at the same moment by another account costs nothing but itself.
 */
export async function rememberBuyerContacts(tx: Database, id: number, contacts: { fio: string; email: string | null }) {
  const named = splitFio(contacts.fio)
  if (named.name) {
    await tx
      .update(users)
      .set(named)
      .where(and(eq(users.id, id), blank(users.surname), blank(users.name), blank(users.middleName)))
  }
  const email = contacts.email?.trim()
  if (!email) return
  await tx
    .transaction(async (savepoint) => {
      await savepoint
        .update(users)
        .set({ email })
        .where(
          and(
            eq(users.id, id),
            blank(users.email),
            sql`not exists (select 1 from ${users} other where lower(other.email) = lower(${email}))`,
          ),
        )
    })
    .catch((error: unknown) => {
      if (!violatesUnique(error, 'users_email_key')) throw error
    })
}
