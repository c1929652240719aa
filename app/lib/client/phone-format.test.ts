import { AsYouType } from 'libphonenumber-js/min'
import { describe, expect, it } from 'vitest'
import { caretAfter, deleteOverSeparator, formatPhone, maskRussian } from './phone-format.ts'

const format = (raw: string) => formatPhone(raw, AsYouType)

describe('formatPhone', () => {
  it('builds the +7 (999) 999-99-99 mask as the digits come', () => {
    expect(['9', '91', '916', '9161', '916123', '9161234', '91612345', '916123456', '9161234567'].map(format)).toEqual([
      '+7 (9',
      '+7 (91',
      '+7 (916',
      '+7 (916) 1',
      '+7 (916) 123',
      '+7 (916) 123-4',
      '+7 (916) 123-45',
      '+7 (916) 123-45-6',
      '+7 (916) 123-45-67',
    ])
  })

  it('turns a leading 8, 7 or +7 into +7, whatever the separators', () => {
    for (const raw of ['89161234567', '79161234567', '+79161234567', '8 (916) 123-45-67', '+7 916 123 45 67']) {
      expect(format(raw), raw).toBe('+7 (916) 123-45-67')
    }
    expect(format('8')).toBe('+7 (')
    expect(format('+7')).toBe('+7 (')
    expect(format('4951234567')).toBe('+7 (495) 123-45-67')
  })

  it('is stable on its own output and drops digits beyond the ten of a Russian number', () => {
    expect(format('+7 (916) 123-45-67')).toBe('+7 (916) 123-45-67')
    expect(format('+7 (916) 123-45-678')).toBe('+7 (916) 123-45-67')
  })

  it('leaves an empty field empty, and a lone + as it is', () => {
    expect(format('')).toBe('')
    expect(format('  ')).toBe('')
    expect(format('+')).toBe('+')
  })

  it('formats another country’s number with libphonenumber-js, or leaves it while that is loading', () => {
    expect(format('+375291234567')).toBe('+375 29 123 45 67')
    expect(formatPhone('+37529', undefined)).toBe('+37529')
  })
})

describe('maskRussian', () => {
  it('writes the opening bracket even before the first digit', () => {
    expect(maskRussian('')).toBe('+7 (')
  })
})

describe('caretAfter', () => {
  it('puts the caret after the separators that follow a typed digit', () => {
    // Typing 9 into an empty field: the caret goes to the end of "+7 (9".
    expect(caretAfter('9', format('9'), format)).toBe(5)
    expect(caretAfter('8', format('8'), format)).toBe(4)
  })

  it('keeps the caret after the digit typed in the middle', () => {
    const raw = '+7 (9516) 123-45-67'
    const formatted = format(raw)
    expect(formatted).toBe('+7 (951) 612-34-56')
    expect(caretAfter('+7 (95', formatted, format)).toBe(6)
  })
})

describe('deleteOverSeparator', () => {
  it('Backspace right after a separator removes the digit before it', () => {
    const value = '+7 (916) 123-45-67'
    const caret = value.indexOf('1', 6) // after ") "
    const result = deleteOverSeparator(value, caret, 'backward')
    expect(result).toEqual({ raw: '+7 (91) 123-45-67', beforeCaret: '+7 (91' })
    if (!result) return
    const formatted = format(result.raw)
    expect(formatted).toBe('+7 (911) 234-56-7')
    expect(caretAfter(result.beforeCaret, formatted, format)).toBe(6)
  })

  it('Delete right before a separator removes the digit after it', () => {
    const value = '+7 (916) 123-45-67'
    expect(deleteOverSeparator(value, 7, 'forward')).toEqual({ raw: '+7 (916) 23-45-67', beforeCaret: '+7 (916' })
  })

  it('lets the key act as usual next to a digit', () => {
    expect(deleteOverSeparator('+7 (916', 7, 'backward')).toBeNull()
    expect(deleteOverSeparator('+7 (916', 4, 'forward')).toBeNull()
  })
})
