/**
 * SMS.ru's adapter of the SMS provider (https://sms.ru/api/send): `GET {url}/sms/send?api_id=…&to=…&msg=…&json=1`
 * with the number's digits without "+" and, when configured, the approved sender name in `from`. SMS.ru answers
 * HTTP 200 even when it refuses, so both the top-level `status` and the number's own entry in `sms` must say "OK"
 * (docs/reference: SMS.ru). The key travels in the query, so URLs are never logged.
 */
import { z } from 'zod'
import { type SmsProvider, SmsSendError } from './sms.provider.ts'

export interface SmsRuOptions {
  apiId: string
  /** Base URL, e.g. https://sms.ru */
  url: string
  /** Sender name approved in the account; unset: the account's default. */
  from?: string
  timeoutMs: number
  fetch?: typeof fetch
}

const statusSchema = z.object({
  status: z.string(),
  status_code: z.coerce.number().optional(),
  status_text: z.string().optional(),
})

const answerSchema = statusSchema.extend({
  sms: z.record(statusSchema.extend({ sms_id: z.string().optional() })).optional(),
})

const describe = (s: z.infer<typeof statusSchema>) =>
  [s.status_code, s.status_text].filter((part) => part !== undefined && part !== '').join(' ') || s.status

export function createSmsRuProvider(options: SmsRuOptions): SmsProvider {
  const send = options.fetch ?? fetch
  const endpoint = `${options.url.replace(/\/+$/, '')}/sms/send`

  return {
    async send(phone, text) {
      const to = phone.replace(/\D/g, '')
      const query = new URLSearchParams({ api_id: options.apiId, to, msg: text, json: '1' })
      if (options.from) query.set('from', options.from)
      let payload: unknown
      try {
        const response = await send(`${endpoint}?${query}`, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        })
        if (!response.ok) throw new SmsSendError(`SMS.ru answered HTTP ${response.status}`)
        payload = await response.json()
      } catch (error) {
        if (error instanceof SmsSendError) throw error
        throw new SmsSendError(`SMS.ru request failed: ${(error as Error).message}`)
      }
      const answer = answerSchema.safeParse(payload)
      if (!answer.success) throw new SmsSendError('SMS.ru answered an unexpected shape')
      if (answer.data.status !== 'OK') throw new SmsSendError(`SMS.ru refused the request: ${describe(answer.data)}`)
      const number = answer.data.sms?.[to]
      if (!number) throw new SmsSendError(`SMS.ru said nothing of ${to}`)
      if (number.status !== 'OK') throw new SmsSendError(`SMS.ru refused ${to}: ${describe(number)}`)
    },
  }
}
