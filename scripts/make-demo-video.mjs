// Makes the demo catalogue's product video (decision 032): a few seconds of a drawn animation, recorded by Chromium's
// own MediaRecorder as H.264 in MP4 — there is no ffmpeg on our machines and none is needed at run time. Writes
// backend/modules/media/demo-video.data.ts (the bytes as base64, so the bundled server needs no asset files).
// Run again only to change the video: `node scripts/make-demo-video.mjs` (needs Chromium: Debian's, or Playwright's).
import { existsSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const OUT = 'backend/modules/media/demo-video.data.ts'
const SECONDS = 4
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
await page.setContent('<canvas width="480" height="270"></canvas>')
const base64 = await page.evaluate(async (seconds) => {
  const canvas = document.querySelector('canvas')
  const ctx = canvas.getContext('2d')
  const mimeType = 'video/mp4;codecs=avc1'
  if (!MediaRecorder.isTypeSupported(mimeType)) throw new Error('this Chromium cannot record H.264 in MP4')
  const recorder = new MediaRecorder(canvas.captureStream(15), { mimeType, videoBitsPerSecond: 120_000 })
  const chunks = []
  recorder.ondataavailable = (event) => chunks.push(event.data)
  const started = performance.now()
  // A monitor's pulse line running across a soft teal screen, with the marketplace's name.
  const draw = () => {
    const t = (performance.now() - started) / 1000
    ctx.fillStyle = '#e6f4f1'
    ctx.fillRect(0, 0, 480, 270)
    ctx.fillStyle = '#0f766e'
    ctx.font = 'bold 28px sans-serif'
    ctx.fillText('Медмаркет', 32, 56)
    ctx.font = '18px sans-serif'
    ctx.fillText('Демонстрационное видео о товаре', 32, 86)
    ctx.strokeStyle = '#0f766e'
    ctx.lineWidth = 4
    ctx.beginPath()
    for (let x = 0; x <= 480; x += 4) {
      const phase = (x / 480 + t / 2) % 1
      const beat = phase > 0.45 && phase < 0.55 ? Math.sin((phase - 0.45) * Math.PI * 20) * 60 : 0
      const y = 180 - beat
      if (x === 0) ctx.moveTo(x, y)
      else ctx.lineTo(x, y)
    }
    ctx.stroke()
  }
  draw()
  const timer = setInterval(draw, 1000 / 15)
  recorder.start()
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
  recorder.stop()
  await new Promise((resolve) => {
    recorder.onstop = resolve
  })
  clearInterval(timer)
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}, SECONDS)
await browser.close()

const size = Buffer.from(base64, 'base64').length
if (size > 100_000) throw new Error(`the video is ${size} bytes; keep it under 100 KB`)
writeFileSync(
  OUT,
  `/**
 * The demo catalogue's product video: ${SECONDS} s of H.264 in MP4 (${size} bytes), made by scripts/make-demo-video.mjs
 * (decision 032). Generated — do not edit.
 */
export const demoVideoBase64 =
  '${base64}'
`,
)
console.log(`${OUT}: ${size} bytes`)
