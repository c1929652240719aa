/** HTTP of the SMS outbox: administrators (and the end-to-end tests) read what the embedded provider "sent". */
import { Hono } from 'hono'
import type { Database } from '#backend/db/client.ts'
import { handle } from '#backend/lib/http.ts'
import { listSmsOutboxCall } from '#contract/auth.ts'
import { newestOutboxMessages } from './sms.repository.ts'

export function smsRoutes(db: Database): Hono {
  const app = new Hono()
  handle(app, listSmsOutboxCall, async ({ query }) => {
    const rows = await newestOutboxMessages(db, { phone: query.phone, limit: query.per_page })
    return {
      data: rows.map((row) => ({
        id: row.id,
        phone: row.phone,
        text: row.text,
        created_at: row.createdAt.toISOString(),
      })),
    }
  })
  return app
}
