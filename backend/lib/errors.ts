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
export const badRequest = (fields: Record<string, string[]>, message: string = messages.invalid) =>
  new AppError(400, message, fields)
