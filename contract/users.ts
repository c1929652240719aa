/**
 * The user and the account's own profile (SPEC §3, §7): profile light, update, photo, password. Every call acts on
 * the caller only (the bearer token says who); there is no user id in any path.
 */
import { z } from 'zod'
import { defineCall } from './call.ts'
import { id } from './catalog.ts'
import { e164RussianPhone } from './phone.ts'

/** User profile (SPEC §3). role_id 1 buyer, 2 administrator (SPEC §6), 3 seller. */
export const userSchema = z.object({
  id,
  surname: z.string().nullable(),
  name: z.string().nullable(),
  middle_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** YYYY-MM-DD. */
  birthday: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  /** Path of the photo under /api/media/, shown through /_ipx. */
  image: z.string().nullable(),
  role_id: z.number().int(),
  /** The seller's company, for a seller's account. */
  company: z.string().nullable().default(null),
  /** A seller's merchant (role 3): whose cabinet the account runs (docs/decisions/039); null for everyone else. */
  merchant_id: z.number().int().nullable().default(null),
  /** Whether a password is set (an account made by SMS has none until the owner sets one). */
  has_password: z.boolean().default(false),
  /** Whether the phone was proven by a code sent to it (decision 026); false without a phone. */
  phone_verified: z.boolean().default(false),
})
export type User = z.infer<typeof userSchema>

export const profileMessages = {
  emailTaken: 'Этот E-mail уже занят другим пользователем',
  phoneTaken: 'Этот телефон уже занят другим пользователем',
  birthday: 'Укажите настоящую дату рождения',
  wrongOldPassword: 'Текущий пароль введён неверно',
  passwordTooShort: 'Пароль должен быть не короче 8 символов',
  imageType: 'Загрузите картинку в формате JPEG, PNG или WebP',
  imageSize: 'Картинка должна быть не больше 5 МБ',
  imageBroken: 'Картинка повреждена или загружена не полностью',
} as const

/** Empty text is "not given". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const optionalName = z.preprocess(blankToNull, z.string().trim().max(100).nullable().default(null))

export const getProfileCall = defineCall({
  method: 'GET',
  path: '/api/front/users/getProfileLight',
  auth: true,
  response: z.object({ users: userSchema }),
})

/**
 * Replaces the profile's fields with these (a field sent empty is cleared). The e-mail stays unique: 409 naming the
 * field when another user has it (such checks are limited, decision 026). The phone is changed only by a code sent
 * to it (contract/phone-change.ts): left out, or the account's own, it stays; sent empty it is removed (when the
 * account keeps an e-mail and a password to sign in with); another number is refused (422 naming the field).
 */
export const updateProfileCall = defineCall({
  method: 'POST',
  path: '/api/user/updateProfile',
  auth: true,
  body: z
    .object({
      surname: optionalName,
      name: optionalName,
      middle_name: optionalName,
      email: z.preprocess(blankToNull, z.string().trim().email().max(254).nullable().default(null)),
      phone: z.preprocess(blankToNull, e164RussianPhone.nullable().optional()),
      birthday: z.preprocess(
        blankToNull,
        z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}$/)
          .refine((v) => {
            const date = new Date(`${v}T00:00:00Z`)
            return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v) && v >= '1900-01-01'
          }, profileMessages.birthday)
          .nullable()
          .default(null),
      ),
      gender: z.preprocess(blankToNull, z.enum(['male', 'female']).nullable().default(null)),
    })
    .strict(),
  response: z.object({ profile: userSchema }),
})

/** Image types the photo may be (checked by the file's first bytes, not its name) and its largest size. */
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024

/**
 * The profile photo: multipart/form-data with the file in `image`. Answers the new photo's path (SPEC §7
 * `path.image`); the old one is deleted.
 */
export const uploadProfileImageCall = defineCall({
  method: 'POST',
  path: '/api/user/image',
  auth: true,
  // The body is multipart; the route reads it itself.
  response: z.object({ path: z.object({ image: z.string() }) }),
})

/**
 * Changes the password. `password_old` is needed when a password is set; an account made by SMS sets its first one
 * without it. The caller's other tokens are revoked (other devices are signed out).
 */
export const changePasswordCall = defineCall({
  method: 'POST',
  path: '/api/changePwd',
  auth: true,
  body: z
    .object({
      password_old: z.string().max(200).optional(),
      password: z.string().min(8, profileMessages.passwordTooShort).max(200),
    })
    .strict(),
  response: z.object({ result: z.literal(true) }),
})
