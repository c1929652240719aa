/**
 * The operator's work on one visitor's message (issue 16): its page (the message, the product it is about, the
 * replies sent, the record), its status, and a reply by e-mail. The reply, its e-mail in the notifications outbox,
 * the status «answered» and the record are written in one transaction: the visitor is written to if, and only if,
 * the reply is kept.
 */
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { AppError, notFound } from '#backend/lib/errors.ts'
import { entriesOf, record } from '#backend/modules/admin/audit.ts'
import type { Outbox } from '#backend/modules/notifications/outbox.ts'
import { messageReplyEmail } from '#backend/modules/notifications/texts.ts'
import { rowIdFrom } from '#backend/modules/owned-lists/owned-list.ts'
import {
  type AdminMessage,
  adminMessageTexts,
  type MessageKind,
  messageKindSchema,
  type replyToMessageCall,
} from '#contract/admin.ts'
import type { MessageStatus } from '#contract/messages.ts'
import * as repo from './admin-messages.repository.ts'
import { appealOut, priceRequestOut, productQuestionOut } from './message-rows.ts'

type ReplyBody = z.output<(typeof replyToMessageCall)['body']>

const missing = () => notFound(adminMessageTexts.notFound)

/** The message a path names (`:kind/:id`), or 404 for a kind or an id that cannot be one. */
function messageKey(rawKind: string | undefined, rawId: string | undefined) {
  const kind = messageKindSchema.safeParse(rawKind)
  const id = rowIdFrom(rawId)
  if (!kind.success || id === null) throw missing()
  return { kind: kind.data, id }
}

const auditType = (kind: MessageKind) => `message:${kind}` as const

function toAdminMessage(found: repo.FoundMessage): AdminMessage {
  if (found.kind === 'appeal') return { kind: 'appeal', ...appealOut(found.row) }
  if (found.kind === 'price_request') {
    return { kind: 'price_request', ...priceRequestOut(found.row), product: found.product }
  }
  return { kind: 'question', ...productQuestionOut(found.row), product: found.product }
}

/** What the visitor wrote, to quote in the reply. */
function originalText(found: repo.FoundMessage): string | null {
  if (found.kind === 'appeal') return found.row.message
  if (found.kind === 'price_request') return found.row.message
  return found.row.question
}

const toReply = (row: repo.ReplyRow) => ({
  id: row.id,
  created_at: row.createdAt.toISOString(),
  text: row.text,
  to: row.toEmail,
})

export interface AdminMessagesDependencies {
  /** Where the reply's e-mail is written, in the reply's transaction (decision 047). */
  outbox: Pick<Outbox, 'write' | 'kick'>
}

export function createAdminMessagesService(db: Database, deps: AdminMessagesDependencies) {
  async function read(executor: Database, kind: MessageKind, id: number) {
    const found = await repo.findMessage(executor, kind, id)
    if (!found) throw missing()
    return found
  }

  return {
    async page(rawKind: string | undefined, rawId: string | undefined) {
      const { kind, id } = messageKey(rawKind, rawId)
      const [found, replies, audit] = await Promise.all([
        read(db, kind, id),
        repo.repliesOf(db, kind, id),
        entriesOf(db, auditType(kind), id),
      ])
      return { message: toAdminMessage(found), replies: replies.map(toReply), audit }
    },

    /** The same status again changes nothing and records nothing. */
    async setStatus(actorId: number, rawKind: string | undefined, rawId: string | undefined, status: MessageStatus) {
      const { kind, id } = messageKey(rawKind, rawId)
      const message = await db.transaction(async (tx) => {
        const held = await repo.lockMessage(tx, kind, id)
        if (!held) throw missing()
        if (held.status !== status) {
          await repo.setMessageStatus(tx, kind, id, status)
          await record(tx, actorId, auditType(kind), id, 'message_status', status)
        }
        return read(tx, kind, id)
      })
      return { result: true as const, message: toAdminMessage(message) }
    },

    /** Replies by e-mail; 409 when the visitor left no e-mail (the operator calls them instead). */
    async reply(actorId: number, rawKind: string | undefined, rawId: string | undefined, body: ReplyBody) {
      const { kind, id } = messageKey(rawKind, rawId)
      const done = await db.transaction(async (tx) => {
        const held = await repo.lockMessage(tx, kind, id)
        if (!held) throw missing()
        if (!held.email) throw new AppError(409, adminMessageTexts.noEmail)
        const found = await read(tx, kind, id)
        const reply = await repo.insertReply(tx, {
          kind,
          messageId: id,
          adminUserId: actorId,
          text: body.text,
          toEmail: held.email,
        })
        const email = messageReplyEmail({ name: found.row.name, text: originalText(found) }, body.text)
        await deps.outbox.write(tx, [
          {
            key: `message_reply:${kind}:${id}:${reply.id}:email:${held.email}`,
            event: 'message_reply',
            channel: 'email',
            recipient: held.email,
            userId: found.kind === 'appeal' ? null : found.row.userId,
            ...email,
          },
        ])
        if (held.status !== 'answered') await repo.setMessageStatus(tx, kind, id, 'answered')
        await record(tx, actorId, auditType(kind), id, 'message_replied', body.text)
        return { reply, message: await read(tx, kind, id) }
      })
      deps.outbox.kick()
      return { result: true as const, message: toAdminMessage(done.message), reply: toReply(done.reply) }
    },
  }
}

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>
