import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#backend/app.ts'
import { roles, userImages, users } from '#backend/db/schema.ts'
import { hashPassword } from '#backend/modules/auth/password.ts'
import { sendSmsCodeCall, signedInSchema, signInBySmsCall, signInCall } from '#contract/auth.ts'
import {
  changePasswordCall,
  getProfileCall,
  type User,
  updateProfileCall,
  uploadProfileImageCall,
} from '#contract/users.ts'
import { caller, freshIp, freshPhone, lastCodeSentTo, ok, refused } from '#tests/support/api.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { jpegImage, pngImage, webpImage } from '#tests/support/images.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const IMAGE_TYPE = 'Загрузите картинку в формате JPEG, PNG или WebP'
const IMAGE_SIZE = 'Картинка должна быть не больше 5 МБ'
const MB = 1024 * 1024

let database: TestDatabase
let app: ReturnType<typeof createApp>
let call: ReturnType<typeof caller>
let accounts = 0

beforeAll(async () => {
  database = await createTestDatabase()
  app = createApp({ db: database.db, log: () => {} })
  call = caller(app)
})
afterAll(() => database.dispose())

/** A buyer with an e-mail and a password, signed in; answers the token and the user. */
async function passwordAccount(password = 'старый пароль') {
  const email = `buyer-${++accounts}@clinic.test`
  await database.db.insert(users).values({
    email,
    phone: freshPhone(),
    passwordHash: await hashPassword(password),
    name: 'Анна',
    surname: 'Иванова',
  })
  const signedIn = signedInSchema.parse(await ok(await call(signInCall, { body: { email, password } })))
  return { token: signedIn.access_token, user: signedIn.user, email, password }
}

/** A buyer made by signing in with an SMS code: a phone, no e-mail, no password. */
async function smsAccount() {
  const phone = freshPhone()
  await ok(await call(sendSmsCodeCall, { body: { phone }, ip: freshIp() }))
  const code = await lastCodeSentTo(database.db, phone)
  const body = { phone, code_notification: code, personal_data_consent: true }
  const signedIn = signedInSchema.parse(await ok(await call(signInBySmsCall, { body, ip: freshIp() })))
  return { token: signedIn.access_token, user: signedIn.user, phone }
}

const profileOf = async (token: string) =>
  getProfileCall.response.parse(await ok(await call(getProfileCall, { token }))).users

describe(`${getProfileCall.method} ${getProfileCall.path}`, () => {
  it('answers the caller’s own profile', async () => {
    const { token, email } = await passwordAccount()
    expect(await profileOf(token)).toMatchObject({
      email,
      name: 'Анна',
      surname: 'Иванова',
      role_id: roles.buyer,
      has_password: true,
      image: null,
    })
  })

  it('answers 401 without a live token', async () => {
    expect((await refused(await call(getProfileCall), 401)).error).toBe('Требуется вход')
  })
})

describe(`${updateProfileCall.method} ${updateProfileCall.path}`, () => {
  it('replaces every field with what is sent: a field left out or empty is cleared', async () => {
    const { token, email, user } = await passwordAccount()
    const body = {
      surname: 'Петрова',
      name: 'Анна',
      middle_name: 'Сергеевна',
      email: email.toUpperCase(),
      phone: user.phone,
      birthday: '1990-02-28',
      gender: 'female',
    }
    const updated = updateProfileCall.response.parse(await ok(await call(updateProfileCall, { token, body })))
    expect(updated.profile).toMatchObject({ ...body, id: user.id })
    expect(await profileOf(token)).toEqual(updated.profile)

    const cleared = updateProfileCall.response.parse(
      await ok(await call(updateProfileCall, { token, body: { email, phone: user.phone, middle_name: '' } })),
    )
    expect(cleared.profile).toMatchObject({
      surname: null,
      name: null,
      middle_name: null,
      birthday: null,
      gender: null,
      email,
    })
  })

  it('refuses an e-mail (any case) another user has, and any new phone without its code, and changes nothing', async () => {
    const other = await passwordAccount()
    const { token, email, user } = await passwordAccount()
    const emailTaken = await call(updateProfileCall, {
      token,
      body: { name: 'Новое имя', email: other.email.toUpperCase(), phone: user.phone },
    })
    expect(await refused(emailTaken, 409)).toEqual({
      error: 'Этот E-mail уже занят другим пользователем',
      fields: { email: ['Этот E-mail уже занят другим пользователем'] },
    })
    // A phone is changed only by the code sent to it (backend/modules/auth/phone-change.test.ts).
    for (const phone of [other.user.phone, freshPhone()]) {
      const newPhone = await call(updateProfileCall, { token, body: { email, phone } })
      expect(await refused(newPhone, 422)).toEqual({
        error: 'Новый телефон нужно подтвердить кодом из SMS',
        fields: { phone: ['Новый телефон нужно подтвердить кодом из SMS'] },
      })
    }
    expect(await profileOf(token)).toMatchObject({ name: 'Анна', email, phone: user.phone })
  })

  it('keeps a way to sign in: an account without a password keeps its phone', async () => {
    const { token, phone } = await smsAccount()
    const response = await call(updateProfileCall, {
      token,
      body: { name: 'Иван', email: 'ivan@clinic.test', phone: '' },
    })
    expect((await refused(response, 400)).fields).toEqual({ phone: [REQUIRED] })
    expect(await profileOf(token)).toMatchObject({ phone, name: null })
  })

  it('names a wrong birthday and a phone that is not one, and takes no user id', async () => {
    const { token, user } = await passwordAccount()
    const response = await call(updateProfileCall, {
      token,
      body: { email: user.email, phone: '8 916', birthday: '1990-02-30', id: 1 },
    })
    expect((await refused(response, 400)).fields).toEqual({
      phone: ['Пожалуйста, скорректируйте номер телефона'],
      birthday: ['Укажите настоящую дату рождения'],
      id: ['Неправильный формат'],
    })
  })

  it('answers 401 to a guest', async () => {
    expect((await call(updateProfileCall, { body: { name: 'Гость' } })).status).toBe(401)
  })
})

function upload(token: string | null, file: Blob | string | null, filename = 'photo.png') {
  const form = new FormData()
  if (typeof file === 'string') form.append('image', file)
  else if (file) form.append('image', file, filename)
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {}
  return app.fetch(
    new Request(`http://backend.test${uploadProfileImageCall.path}`, { method: 'POST', headers, body: form }),
  )
}

const media = (path: string) => app.fetch(new Request(`http://backend.test${path}`))

const jpeg = jpegImage()
const webp = webpImage()

describe(`${uploadProfileImageCall.method} ${uploadProfileImageCall.path}`, () => {
  it('stores a PNG under a random name and serves it as it is, for a year, unsniffed', async () => {
    const { token } = await passwordAccount()
    const photo = pngImage(12, 8)
    const { path } = uploadProfileImageCall.response.parse(
      await ok(await upload(token, new Blob([photo], { type: 'image/png' }))),
    )
    expect(path.image).toMatch(/^\/api\/media\/users\/[A-Za-z0-9_-]{22}\.png$/)
    expect((await profileOf(token)).image).toBe(path.image)

    const served = await media(path.image)
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/png')
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(photo))).toBe(true)
  })

  it('recognises JPEG and WebP by their bytes, whatever the name says, and deletes the old photo', async () => {
    const { token, user } = await passwordAccount()
    const first = uploadProfileImageCall.response.parse(await ok(await upload(token, new Blob([jpeg]), 'x.webp')))
    expect(first.path.image).toMatch(/\.jpg$/)
    const second = uploadProfileImageCall.response.parse(await ok(await upload(token, new Blob([webp]), 'y.jpg')))
    expect(second.path.image).toMatch(/\.webp$/)
    expect((await media(second.path.image)).headers.get('Content-Type')).toBe('image/webp')

    expect((await media(first.path.image)).status).toBe(404)
    const rows = await database.db.select().from(userImages).where(eq(userImages.userId, user.id))
    expect(rows.map((row) => `/api/media/users/${row.id}.webp`)).toEqual([second.path.image])
    // The right name with another type's extension is no photo either.
    expect((await media(second.path.image.replace(/\.webp$/, '.png'))).status).toBe(404)
  })

  it('refuses what is not a JPEG, PNG or WebP, whatever its name and type claim', async () => {
    const { token } = await passwordAccount()
    for (const [bytes, name] of [
      [Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif'],
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png'],
      [Buffer.alloc(0), 'empty.jpg'],
    ] as const) {
      const response = await upload(token, new Blob([bytes], { type: 'image/png' }), name)
      expect(await refused(response, 400)).toEqual({ error: IMAGE_TYPE, fields: { image: [IMAGE_TYPE] } })
    }
    expect(await refused(await upload(token, 'not a file'), 400)).toEqual({
      error: IMAGE_TYPE,
      fields: { image: [IMAGE_TYPE] },
    })
    expect((await refused(await upload(token, null), 400)).fields).toEqual({ image: [REQUIRED] })
    expect((await profileOf(token)).image).toBeNull()
  })

  it('refuses a picture cut short in upload, of each type, and keeps the photo it had', async () => {
    const { token } = await passwordAccount()
    await ok(await upload(token, new Blob([pngImage(3, 3)]), 'kept.png'))
    const kept = (await profileOf(token)).image
    const broken = 'Картинка повреждена или загружена не полностью'
    for (const whole of [pngImage(4, 4), jpegImage(), webpImage()]) {
      const cut = Buffer.from(whole).subarray(0, whole.length - 6)
      expect(await refused(await upload(token, new Blob([cut]), 'cut.png'), 400)).toEqual({
        error: broken,
        fields: { image: [broken] },
      })
    }
    expect((await profileOf(token)).image).toBe(kept)
  })

  it('refuses a photo over 5 MB, whether its size is declared or not', async () => {
    const { token } = await passwordAccount()
    const justOver = Buffer.concat([pngImage(1, 1), Buffer.alloc(5 * MB)])
    expect(await refused(await upload(token, new Blob([justOver])), 400)).toEqual({
      error: IMAGE_SIZE,
      fields: { image: [IMAGE_SIZE] },
    })
    // Far over: stopped by the body's size before it is read as a form, declared or streamed.
    const huge = formWith(Buffer.alloc(8 * MB))
    const declared = new Request(`http://backend.test${uploadProfileImageCall.path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'multipart/form-data; boundary=----medmarket',
        'Content-Length': String(huge.length),
      },
      body: huge,
    })
    expect((await refused(await app.fetch(declared), 400)).fields).toEqual({ image: [IMAGE_SIZE] })
    const streamed = await upload(token, new Blob([Buffer.alloc(8 * MB)]))
    expect((await refused(streamed, 400)).fields).toEqual({ image: [IMAGE_SIZE] })
    // Exactly 5 MB is fine.
    const chunkFrame = 12
    const padded = pngImage(1, 1, undefined, 5 * MB - pngImage(1, 1).length - chunkFrame)
    expect(padded.length).toBe(5 * MB)
    await ok(await upload(token, new Blob([padded])))
  })

  it('answers 401 to a guest', async () => {
    expect((await upload(null, new Blob([pngImage(2, 2)]))).status).toBe(401)
  })
})

/** A multipart body with `bytes` as the image, boundary `----medmarket`. */
function formWith(bytes: Buffer): Uint8Array<ArrayBuffer> {
  const body = Buffer.concat([
    Buffer.from(
      '------medmarket\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    ),
    bytes,
    Buffer.from('\r\n------medmarket--\r\n'),
  ])
  return new Uint8Array(body)
}

describe(`${changePasswordCall.method} ${changePasswordCall.path}`, () => {
  const signIn = (email: string, password: string) => call(signInCall, { body: { email, password }, ip: freshIp() })

  it('needs the old password when one is set, and refuses a wrong one on its field', async () => {
    const { token, password } = await passwordAccount()
    expect(
      (await refused(await call(changePasswordCall, { token, body: { password: 'новый пароль' } }), 400)).fields,
    ).toEqual({ password_old: [REQUIRED] })
    const wrong = await call(changePasswordCall, {
      token,
      body: { password_old: `${password}!`, password: 'новый пароль' },
    })
    expect(await refused(wrong, 422)).toEqual({
      error: 'Текущий пароль введён неверно',
      fields: { password_old: ['Текущий пароль введён неверно'] },
    })
    const short = await call(changePasswordCall, { token, body: { password_old: password, password: 'корот' } })
    expect((await refused(short, 400)).fields).toEqual({ password: ['Пароль должен быть не короче 8 символов'] })
  })

  it('sets the new password and signs out every other device, keeping the caller signed in', async () => {
    const { token, email, password } = await passwordAccount()
    const otherDevice = signedInSchema.parse(await ok(await signIn(email, password))).access_token
    await ok(await call(changePasswordCall, { token, body: { password_old: password, password: 'новый пароль' } }))

    expect((await call(getProfileCall, { token: otherDevice })).status).toBe(401)
    expect((await profileOf(token)).email).toBe(email)
    expect((await signIn(email, password)).status).toBe(422)
    await ok(await signIn(email, 'новый пароль'))
  })

  it('lets an account made by SMS set its first password without an old one', async () => {
    const { token, phone } = await smsAccount()
    const email = `sms-${phone.slice(-7)}@clinic.test`
    await ok(await call(updateProfileCall, { token, body: { email, phone } }))
    await ok(await call(changePasswordCall, { token, body: { password: 'первый пароль' } }))
    expect((await profileOf(token)).has_password).toBe(true)
    const signedIn = signedInSchema.parse(await ok(await signIn(email, 'первый пароль')))
    expect(signedIn.user).toMatchObject<Partial<User>>({ phone, email, has_password: true })
    // From now on the old one is needed.
    expect((await call(changePasswordCall, { token, body: { password: 'второй пароль' } })).status).toBe(400)
  })

  it('answers 401 to a guest', async () => {
    expect((await call(changePasswordCall, { body: { password: 'новый пароль' } })).status).toBe(401)
  })
})
