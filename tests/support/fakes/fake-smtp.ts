/**
 * A fake SMTP server on loopback for the e-mail adapter's tests (smtp-server, the SMTP protocol for real: EHLO, MAIL
 * FROM, RCPT TO, DATA): every message it is sent is kept raw and parsed (mailparser). `rejectNext` makes the next
 * messages' DATA answer 451 (a temporary failure, as a greylisting or busy server does) after the message was read,
 * so a retry's copy can be compared with the refused one. No TLS, no authentication.
 */
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** What the server answered: accepted, or refused with 451. */
  accepted: boolean
  envelope: { from: string; to: string[] }
  raw: string
  parsed: ParsedMail
}

/** A header of a raw message as sent (folded lines unfolded), or undefined. */
export function rawHeader(raw: string, name: string): string | undefined {
  const head = raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ') ?? ''
  const line = head.split('\r\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

export interface FakeSmtp {
  /** As SMTP_URL takes it. */
  url: string
  /** Every message DATA was given for, accepted or not, in order. */
  received: ReceivedMail[]
  /** How many of the next messages to refuse with 451. */
  rejectNext: number
  close(): Promise<void>
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake = { received: [] as ReceivedMail[], rejectNext: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const refuse = fake.rejectNext > 0
        if (refuse) fake.rejectNext--
        simpleParser(raw).then(
          (parsed) => {
            fake.received.push({
              accepted: !refuse,
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((to) => to.address),
              },
              raw,
              parsed,
            })
            if (!refuse) return callback()
            const error = Object.assign(new Error('Try again later'), { responseCode: 451 })
            callback(error)
          },
          (error: Error) => callback(error),
        )
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
