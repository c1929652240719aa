// A stand-in for Google's reCAPTCHA siteverify endpoint, for end-to-end runs (no network to Google).
//   POST /siteverify  secret=…&response=TOKEN[&remoteip=…]   (form-encoded, as Google takes it)
//     TOKEN "human-<action>" → success, score 0.9, that action
//     TOKEN "bot-<action>"   → success, score 0.1, that action
//     anything else          → success false, error-codes ["invalid-input-response"]
//   GET /healthz → {"ok":true}
import { createServer } from 'node:http'

const port = Number(process.env.PORT ?? 3203)
const host = process.env.HOST ?? '127.0.0.1'

function verdict(token) {
  const match = /^(human|bot)-([\w/]+)$/.exec(token ?? '')
  if (!match) return { success: false, 'error-codes': ['invalid-input-response'] }
  return {
    success: true,
    score: match[1] === 'human' ? 0.9 : 0.1,
    action: match[2],
    challenge_ts: new Date().toISOString(),
    hostname: '127.0.0.1',
  }
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`)
  const answer = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  if (req.method === 'GET' && url.pathname === '/healthz') return answer(200, { ok: true })
  if (req.method !== 'POST' || url.pathname !== '/siteverify') return answer(404, { error: 'not found' })
  let body = ''
  req.setEncoding('utf8')
  req.on('data', (chunk) => {
    body += chunk
  })
  req.on('end', () => {
    const form = new URLSearchParams(body)
    if (!form.get('secret')) return answer(200, { success: false, 'error-codes': ['missing-input-secret'] })
    const token = form.get('response') ?? url.searchParams.get('response')
    if (!token) return answer(200, { success: false, 'error-codes': ['missing-input-response'] })
    return answer(200, verdict(token))
  })
}).listen(port, host, () => console.log(`Fake siteverify on http://${host}:${port}`))
