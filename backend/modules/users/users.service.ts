/**
 * Rules of users: the start-up call (what every page of the storefront needs, with the signed-in user), and the
 * account's own profile, photo and password. Every rule acts on the caller the token names, never on an id from
 * the request.
 */
import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import type { Database } from '#backend/db/client.ts'
import { violatesUnique } from '#backend/db/unique-violation.ts'
import { AppError, badRequest, messages } from '#backend/lib/errors.ts'
import {
  type AuthService,
  authMessages,
  type Caller,
  type SignedInUser,
  toUser,
} from '#backend/modules/auth/auth.service.ts'
import { hashPassword, verifyPassword } from '#backend/modules/auth/password.ts'
import { loadUserCart } from '#backend/modules/cart/cart-lines.ts'
import type { CatalogService } from '#backend/modules/catalog/catalog.service.ts'
import { isWholeImage, sniffImageType } from '#backend/modules/media/image-type.ts'
import { phoneChangeMessages } from '#contract/phone-change.ts'
import type { StartData, StartOwnData } from '#contract/start.ts'
import {
  type changePasswordCall,
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
  type updateProfileCall,
} from '#contract/users.ts'
import { findUser, replaceUserImage, setPasswordHash, type UserRow, updateUser } from './users.repository.ts'

type ProfileUpdate = z.output<typeof updateProfileCall.body>
type PasswordChange = z.output<typeof changePasswordCall.body>

/** 409 naming each field another account holds. */
function taken(fields: { email: boolean; phone: boolean }): AppError | null {
  const named: Record<string, string[]> = {}
  if (fields.email) named.email = [profileMessages.emailTaken]
  if (fields.phone) named.phone = [profileMessages.phoneTaken]
  const [first] = Object.values(named)
  return first?.[0] ? new AppError(409, first[0], named) : null
}

const imageRefused = (message: string) => badRequest({ image: [message] }, message)

export function createUsersService(db: Database, deps: { catalog: CatalogService; auth: AuthService }) {
  const { auth } = deps

  /** The start data's own part: the user of a live token (null for a guest or a dead token) and their cart. */
  async function startOwn(signedIn: SignedInUser | null): Promise<StartOwnData> {
    // A guest's cart is the `cart` cookie, which the storefront resolves with listByIds.
    return { user: signedIn?.user ?? null, cart: signedIn ? await loadUserCart(db, signedIn.user.id) : [] }
  }

  async function callerRow(signedIn: SignedInUser): Promise<UserRow> {
    const row = await findUser(db, signedIn.user.id)
    // The token was live a moment ago; its user deleted since answers as a dead token.
    if (!row) throw new AppError(401, authMessages.signInRequired)
    return row
  }

  return {
    /**
     * The start data: the catalogue's summary, and the user of a live token (null for a guest or a dead token) with
     * their cart.
     */
    async start(signedIn: SignedInUser | null): Promise<StartData> {
      const [categories, brandList, merchantList, masterProductCount, own] = await Promise.all([
        deps.catalog.categories(),
        deps.catalog.brands(),
        deps.catalog.merchants(),
        deps.catalog.productCount(),
        startOwn(signedIn),
      ])
      return { categories, brandList, merchantList, ...own, master_product_count: masterProductCount }
    },

    startOwn,

    async profile(signedIn: SignedInUser) {
      return { users: toUser(await callerRow(signedIn)) }
    },

    /**
     * Replaces the profile's fields. The e-mail stays unique (409 naming the field; the check counts against the
     * account's and the IP's limits of such checks, decision 026). The phone changes only by a code sent to it
     * (sms-auth.service `confirmPhoneChange`): left out or the same it stays, another number is refused; removed, the
     * account keeps a way to sign in — an e-mail and a password.
     */
    async updateProfile(signedIn: SignedInUser, body: ProfileUpdate, caller: Caller) {
      const row = await callerRow(signedIn)
      const phone = body.phone === undefined ? row.phone : body.phone
      if (phone !== null && phone !== row.phone) {
        throw new AppError(422, phoneChangeMessages.needsCode, { phone: [phoneChangeMessages.needsCode] })
      }
      if (!phone && !(body.email && row.passwordHash)) throw badRequest({ phone: [messages.required] })
      const newEmail = body.email !== null && body.email.toLowerCase() !== row.email?.toLowerCase()
      if (newEmail) {
        await auth.countContactCheck(row.id, caller)
        const refused = taken(await auth.contactsTaken({ email: body.email }, row.id))
        if (refused) throw refused
      }
      try {
        const updated = await updateUser(db, row.id, {
          surname: body.surname,
          name: body.name,
          middleName: body.middle_name,
          email: body.email,
          phone,
          // A removed phone is no longer proven; a kept one stays as it was.
          ...(phone === null ? { phoneVerifiedAt: null } : {}),
          birthday: body.birthday,
          gender: body.gender,
        })
        return { profile: toUser(updated) }
      } catch (error) {
        const raced = taken({ email: violatesUnique(error, 'users_email_key'), phone: false })
        throw raced ?? error
      }
    },

    /** A JPEG, PNG or WebP of at most 5 MB, recognised by its bytes, becomes the photo; the old one is deleted. */
    async uploadImage(signedIn: SignedInUser, file: File) {
      if (file.size > PROFILE_IMAGE_MAX_BYTES) throw imageRefused(profileMessages.imageSize)
      const bytes = Buffer.from(await file.arrayBuffer())
      const type = sniffImageType(bytes)
      if (!type) throw imageRefused(profileMessages.imageType)
      if (!isWholeImage(bytes, type)) throw imageRefused(profileMessages.imageBroken)
      const row = await callerRow(signedIn)
      const id = randomBytes(16).toString('base64url')
      const path = `/api/media/users/${id}.${type.extension}`
      await db.transaction((tx) =>
        replaceUserImage(tx, { id, userId: row.id, contentType: type.contentType, bytes, createdAt: new Date(), path }),
      )
      return { path: { image: path } }
    },

    /**
     * Sets a new password. With a password set, the old one is needed (wrong: 422 on `password_old`, counted as a
     * failed sign-in of the account); an account made by SMS sets its first one without. Every other token of the
     * user is revoked, so a device signed in with the old password is signed out.
     */
    async changePassword(signedIn: SignedInUser, body: PasswordChange, caller: Caller) {
      const row = await callerRow(signedIn)
      if (row.passwordHash) {
        if (!body.password_old) throw badRequest({ password_old: [messages.required] })
        const attempt = await auth.signInFailures.begin(caller, row.email ?? `#${row.id}`)
        if (!(await verifyPassword(body.password_old, row.passwordHash))) {
          throw new AppError(422, profileMessages.wrongOldPassword, {
            password_old: [profileMessages.wrongOldPassword],
          })
        }
        await attempt.succeeded()
      }
      const passwordHash = await hashPassword(body.password)
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, row.id, passwordHash)
        await auth.revokeOtherTokens(row.id, signedIn.tokenHash, tx)
      })
      return { result: true as const }
    },
  }
}
export type UsersService = ReturnType<typeof createUsersService>
