/** The storefront server's settings from the environment, validated at start. */
import { z } from 'zod'

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Split mode: the back-end's base URL. Unset: the back-end runs in this process. */
  API_URL: z.string().url().optional(),
  /** Where `npm run build` wrote the Remix bundle. */
  BUILD_DIR: z.string().default('build'),
  /** Express "trust proxy": hops of proxies whose X-Forwarded-* headers are believed. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(1),
  /** Yandex Metrika counter number; unset: no counter, and the CSP allows nothing of Yandex. */
  METRIKA_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'digits only')
    .optional(),
  /** reCAPTCHA v3 public site key; unset: no captcha script, and the CSP allows nothing of Google. */
  RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'letters, digits, - and _ only')
    .optional(),
})

export type ServerConfig = z.infer<typeof schema>

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')))
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid storefront configuration: ${problems}`)
  }
  return parsed.data
}
