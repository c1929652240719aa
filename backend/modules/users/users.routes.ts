/** HTTP of users: the start-up call and the account's own profile, photo and password. Thin; the contract decides. */
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { clientIp } from '#backend/lib/client-ip.ts'
import { badRequest, messages } from '#backend/lib/errors.ts'
import { guardRoute, handle, uploadedPart } from '#backend/lib/http.ts'
import { authenticate } from '#backend/modules/auth/auth.guard.ts'
import { signedInCaller as caller } from '#backend/modules/auth/caller.ts'
import { startCall, startOwnCall } from '#contract/start.ts'
import {
  changePasswordCall,
  getProfileCall,
  PROFILE_IMAGE_MAX_BYTES,
  profileMessages,
  updateProfileCall,
  uploadProfileImageCall,
} from '#contract/users.ts'
import type { UsersService } from './users.service.ts'

/** Room for the multipart envelope around a photo of the largest size. */
const MULTIPART_OVERHEAD = 64 * 1024

export function usersRoutes(users: UsersService): Hono {
  const app = new Hono()
  // A dead or missing token is a guest here, never a 401: the start-up call renders every page.
  handle(app, startCall, async ({ c }) => users.start(await authenticate(c)))
  handle(app, startOwnCall, async ({ c }) => users.startOwn(await authenticate(c)))

  handle(app, getProfileCall, ({ c }) => users.profile(caller(c)))
  handle(app, updateProfileCall, ({ body, c }) => users.updateProfile(caller(c), body, { ip: clientIp(c) }))
  handle(app, changePasswordCall, ({ body, c }) => users.changePassword(caller(c), body, { ip: clientIp(c) }))

  // Multipart, so not through handle(): the route reads the file itself and checks its answer against the contract.
  guardRoute(app, uploadProfileImageCall.path, uploadProfileImageCall)
  app.post(
    uploadProfileImageCall.path,
    bodyLimit({
      maxSize: PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD,
      onError: () => {
        throw badRequest({ image: [profileMessages.imageSize] }, profileMessages.imageSize)
      },
    }),
    async (c) => {
      const file = await uploadedPart(c, 'image')
      if (file === null) throw badRequest({ image: [messages.required] }, messages.required)
      if (typeof file === 'string') throw badRequest({ image: [profileMessages.imageType] }, profileMessages.imageType)
      return c.json(uploadProfileImageCall.response.parse(await users.uploadImage(caller(c), file)))
    },
  )
  return app
}
