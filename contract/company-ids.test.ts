import { describe, expect, it } from 'vitest'
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './company-ids.ts'

/** Every string that differs from `value` in the digit at `index` only. */
function withOtherDigit(value: string, index: number): string[] {
  return [...'0123456789']
    .filter((digit) => digit !== value[index])
    .map((digit) => `${value.slice(0, index)}${digit}${value.slice(index + 1)}`)
}

// Valid examples of shared/reference/russian-domain.md §2.
const companyInns = ['7707083893', '7830002293', '7827004526']
const personInns = ['500100732259', '760307073214']
const companyOgrns = ['1027700132195', '1027812400868']
const soleTraderOgrns = ['307760324100018']

describe('isValidInn', () => {
  it('accepts the reference’s INNs of companies (10 digits) and of people (12 digits)', () => {
    for (const inn of [...companyInns, ...personInns]) expect(isValidInn(inn), inn).toBe(true)
  })

  it('refuses every wrong check digit: the 10th of a company’s, the 11th and 12th of a person’s', () => {
    for (const inn of companyInns) {
      for (const wrong of withOtherDigit(inn, 9)) expect(isValidInn(wrong), wrong).toBe(false)
    }
    for (const inn of personInns) {
      for (const wrong of [...withOtherDigit(inn, 10), ...withOtherDigit(inn, 11)]) {
        expect(isValidInn(wrong), wrong).toBe(false)
      }
    }
  })

  it('refuses other lengths and anything but digits', () => {
    for (const wrong of ['', '770708389', '77070838931', '7707 083 893', '77070838a3', '５００１００７３２２５９']) {
      expect(isValidInn(wrong), wrong).toBe(false)
    }
  })
})

describe('isValidOgrn', () => {
  it('accepts the reference’s OGRN (13 digits) and OGRNIP (15 digits)', () => {
    for (const ogrn of [...companyOgrns, ...soleTraderOgrns]) expect(isValidOgrn(ogrn), ogrn).toBe(true)
  })

  it('refuses every wrong check digit', () => {
    for (const ogrn of [...companyOgrns, ...soleTraderOgrns]) {
      for (const wrong of withOtherDigit(ogrn, ogrn.length - 1)) expect(isValidOgrn(wrong), wrong).toBe(false)
    }
  })

  it('refuses a first digit of another kind (a company’s is 1 or 5, a sole trader’s 3) and other lengths', () => {
    // 2027700132194 has the right check digit for its 13 digits, but 2 is no company's first digit.
    for (const wrong of ['2027700132194', '3027700132195', '107760324100018', '102770013219', '10277001321950']) {
      expect(isValidOgrn(wrong), wrong).toBe(false)
    }
  })
})

describe('isValidKpp', () => {
  it('takes 9 characters: tax office digits, a reason of digits or capital Latin letters, a number', () => {
    expect(isValidKpp('773601001')).toBe(true)
    expect(isValidKpp('7736AB001')).toBe(true)
  })

  it('refuses Cyrillic or small letters, letters out of place and other lengths', () => {
    for (const wrong of ['7736АВ001', '7736ab001', 'A73601001', '77360100A', '77360100', '7736010011', '']) {
      expect(isValidKpp(wrong), wrong).toBe(false)
    }
  })
})

describe('isValidBik', () => {
  it('takes 9 digits starting with 0: a Russian bank’s (04…) or a Treasury office’s (0…)', () => {
    expect(isValidBik('044525225')).toBe(true)
    expect(isValidBik('004525988')).toBe(true)
  })

  it('refuses a first digit other than 0 and other lengths', () => {
    for (const wrong of ['144525225', '04452522', '0445252250', '04452522O', '']) {
      expect(isValidBik(wrong), wrong).toBe(false)
    }
  })
})

describe('isValidSettlementAccount', () => {
  const examples = [
    ['40702810900000002851', '044030827'],
    // The Central Bank's own example.
    ['40602810700000000025', '049805746'],
  ] as const

  it('accepts the reference’s accounts with their banks’ BIKs', () => {
    for (const [account, bik] of examples) expect(isValidSettlementAccount(account, bik), account).toBe(true)
  })

  it('refuses any single digit changed anywhere in the account: the key catches it', () => {
    for (const [account, bik] of examples) {
      for (let i = 0; i < account.length; i++) {
        for (const wrong of withOtherDigit(account, i)) expect(isValidSettlementAccount(wrong, bik), wrong).toBe(false)
      }
    }
  })

  it('refuses the account with another bank’s BIK, a malformed BIK, or other lengths', () => {
    expect(isValidSettlementAccount('40702810900000002851', '044525225')).toBe(false)
    expect(isValidSettlementAccount('40702810900000002851', '44030827')).toBe(false)
    expect(isValidSettlementAccount('4070281090000000285', '044030827')).toBe(false)
  })
})

describe('isValidCorrespondentAccount', () => {
  const examples = [
    ['30101810400000000225', '044525225'],
    ['30101810200000000827', '044030827'],
  ] as const

  it('accepts the reference’s correspondent accounts with their BIKs', () => {
    for (const [account, bik] of examples) expect(isValidCorrespondentAccount(account, bik), account).toBe(true)
  })

  it('refuses any single digit changed, and the account with another bank’s BIK', () => {
    for (const [account, bik] of examples) {
      for (let i = 0; i < account.length; i++) {
        for (const wrong of withOtherDigit(account, i)) {
          expect(isValidCorrespondentAccount(wrong, bik), wrong).toBe(false)
        }
      }
    }
    expect(isValidCorrespondentAccount('30101810400000000225', '044030827')).toBe(false)
  })

  it('refuses an account that does not start with 30101 or end with the BIK’s last three digits', () => {
    // A settlement account passing its own key is still no correspondent account.
    expect(isValidCorrespondentAccount('40702810900000002851', '044030827')).toBe(false)
    // The key holds for the BIK's prefix 025, but the account ends 226: the BIK's own number must close it.
    expect(isValidCorrespondentAccount('30101810700000000226', '044525225')).toBe(false)
  })
})
