/**
 * The default of every limit the back-end enforces, written once: config.ts offers them as the environment's
 * defaults, and each service falls back on them when it is made without settings (as the tests make it).
 */
export const limitDefaults = {
  /** SMS codes: per phone an hour and a day, per IP an hour (strict: without a captcha token while captcha is on). */
  sms: { perPhoneHour: 5, perPhoneDay: 10, perIpHour: 20, perIpHourStrict: 5 },
  /** Visitors' messages per IP and form, per window (strict: as for SMS codes). */
  messages: { limit: 20, strictLimit: 5, windowSeconds: 3600 },
  /** Failed sign-ins per e-mail, and per IP for every e-mail together, per window. */
  signIn: { perEmail: 10, perIp: 50, windowSeconds: 900 },
  /** Checks of whether a contact is another account's, per account and per IP an hour (decision 026). */
  contactChecks: { perUser: 10, perIp: 30 },
  /** An access token dies when unused this long, and this long after sign-in in any case. */
  tokenDays: { idle: 7, max: 30 },
} as const
