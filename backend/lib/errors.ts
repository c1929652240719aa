/**
 * Typed errors of the back-end. A service throws one; the app's error handler answers `{ error, fields? }` with
 * its status. Messages are Russian: the storefront shows the server's error field to the visitor (SPEC §8).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const messages = {
  unexpected: 'Непредвиденная ошибка',
  notFound: 'К сожалению, запрашиваемая страница не найдена',
  invalid: 'Неправильный формат',
  required: 'Это поле — обязательно для заполнения',
  /** A body over the entry's limit (backend/lib/body-limit.ts); the limit follows after a colon. */
  tooLarge: 'Слишком большой запрос',
  /** A body the client stopped sending before its end. */
  bodyBroken: 'Тело запроса получено не полностью',
  notJson: 'Тело запроса не является JSON',
  notUtf8: 'Тело запроса не в кодировке UTF-8',
  /** A body of a type no call reads (text, XML, bytes): only JSON and forms are read. */
  unsupportedBody: 'Тело запроса должно быть в формате JSON или формы',
} as const

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message: string = messages.notFound) => new AppError(404, message)
export const payloadTooLarge = (message: string, fields?: Record<string, string[]>) =>
  new AppError(413, message, fields)
export const unsupportedBody = () => new AppError(415, messages.unsupportedBody, { _: [messages.unsupportedBody] })

/** A Russian message for a status a library threw (Hono's HTTPException words its own in English). */
export function messageOfStatus(status: number): string {
  if (status === 404) return messages.notFound
  if (status === 413) return messages.tooLarge
  if (status === 415) return messages.unsupportedBody
  return status < 500 ? messages.invalid : messages.unexpected
}

export const badRequest = (fields: Record<string, string[]>, message: string = messages.invalid) =>
  new AppError(400, message, fields)
