import { parseWithZod } from '@conform-to/zod'
import { describe, expect, it } from 'vitest'
import { captchaActions } from '#contract/messages.ts'
import {
  formCaptchaActions,
  priceRequestSchema,
  productQuestionSchema,
  questionQuantity,
  writeUsSchema,
} from './contact-schema.ts'

const REQUIRED = 'Это поле — обязательно для заполнения'
const NAME_REQUIRED = 'Имя обязательно для заполнения'
const PHONE = 'Пожалуйста, скорректируйте номер телефона'
const FORMAT = 'Неправильный формат'

/** The field errors of a submission, as conform's reply carries them. */
const errorsOf = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.set(key, value)
  return data
}

describe('write-us', () => {
  it('names every missing required field in Russian (SPEC §5)', () => {
    const submission = parseWithZod(form({ name: '', email: '', phone: '', message: '  ' }), { schema: writeUsSchema })
    expect(submission.status).toBe('error')
    expect(errorsOf(submission)).toEqual({ name: [NAME_REQUIRED], phone: [REQUIRED], message: [REQUIRED] })
  })

  it('normalises the phone to E.164 and leaves an empty e-mail out', () => {
    const submission = parseWithZod(
      form({ name: ' Анна ', email: '', phone: '8 (916) 123-45-67', message: 'Здравствуйте' }),
      { schema: writeUsSchema },
    )
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({ name: 'Анна', phone: '+79161234567', message: 'Здравствуйте' })
    expect(submission.value.email).toBeUndefined()
  })

  it('refuses a phone that is not Russian and a malformed e-mail', () => {
    const submission = parseWithZod(
      form({ name: 'Анна', email: 'anna@', phone: '+7 700 123 45 67', message: 'Текст' }),
      { schema: writeUsSchema },
    )
    expect(errorsOf(submission)).toEqual({ email: [FORMAT], phone: [PHONE] })
  })

  it('refuses a phone that is too short', () => {
    const submission = parseWithZod(form({ name: 'Анна', phone: '916 12', message: 'Текст' }), {
      schema: writeUsSchema,
    })
    expect(errorsOf(submission)).toEqual({ phone: [PHONE] })
  })
})

describe('price request', () => {
  it('requires name, phone and quantity only', () => {
    const submission = parseWithZod(form({ name: '', phone: '', quantity: '', message: '', location: '' }), {
      schema: priceRequestSchema,
    })
    expect(errorsOf(submission)).toEqual({ name: [NAME_REQUIRED], phone: [REQUIRED], quantity: [REQUIRED] })
  })

  it('takes a whole positive quantity and the product and seller', () => {
    const ok = parseWithZod(
      form({
        name: 'Иван',
        phone: '+79161234567',
        quantity: '12',
        location: 'Казань',
        master_product_id: '5',
        merchant_id: '3',
      }),
      { schema: priceRequestSchema },
    )
    expect(ok.status).toBe('success')
    if (ok.status !== 'success') return
    expect(ok.value).toMatchObject({ quantity: 12, location: 'Казань', master_product_id: 5, merchant_id: 3 })
    for (const quantity of ['0', '-2', '1.5', 'много']) {
      const bad = parseWithZod(form({ name: 'Иван', phone: '+79161234567', quantity }), {
        schema: priceRequestSchema,
      })
      expect(errorsOf(bad), quantity).toEqual({ quantity: [FORMAT] })
    }
  })
})

describe('product question', () => {
  it('quantity: the absolute value, 1 when empty or zero (SPEC §5)', () => {
    expect(questionQuantity(undefined)).toBe(1)
    expect(questionQuantity('')).toBe(1)
    expect(questionQuantity('  ')).toBe(1)
    expect(questionQuantity('0')).toBe(1)
    expect(questionQuantity('-0')).toBe(1)
    expect(questionQuantity('-3')).toBe(3)
    expect(questionQuantity('7')).toBe(7)
    expect(questionQuantity('2,5')).toBe(2)
    expect(questionQuantity('0.4')).toBe(1)
    expect(questionQuantity('abc')).toBeNull()
    expect(questionQuantity('10000001')).toBeNull()
  })

  it('requires name and phone; the rest may stay empty', () => {
    const empty = parseWithZod(form({ product_id: '9', page: '/product/x', quantity: '', name: '', phone: '' }), {
      schema: productQuestionSchema,
    })
    expect(errorsOf(empty)).toEqual({ name: [NAME_REQUIRED], phone: [REQUIRED] })

    const ok = parseWithZod(
      form({ product_id: '9', page: '/product/x', quantity: '-4', name: 'Олег', phone: '9161234567', question: '' }),
      { schema: productQuestionSchema },
    )
    expect(ok.status).toBe('success')
    if (ok.status !== 'success') return
    expect(ok.value).toMatchObject({ product_id: 9, quantity: 4, phone: '+79161234567' })
    expect(ok.value.question).toBeUndefined()
  })

  it('a question without a product is refused', () => {
    const submission = parseWithZod(form({ name: 'Олег', phone: '9161234567' }), { schema: productQuestionSchema })
    expect(errorsOf(submission)).toEqual({ product_id: [FORMAT] })
  })
})

describe('captcha actions', () => {
  it("the browser's copy is the contract's", () => {
    expect(formCaptchaActions).toEqual(captchaActions)
  })
})
