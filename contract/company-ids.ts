/**
 * Checks of Russian company and bank identifiers by their own rules (check digits, the Central Bank's account key),
 * one copy for the storefront's forms and the back-end's calls. Facts: ../shared/reference/russian-domain.md §2.
 * Each takes the text as typed (spaces allowed around digits are the caller's to strip) and answers true or false.
 */

const digitsOf = (value: string) => [...value].map(Number)

function weightedMod11(digits: number[], weights: number[]): number {
  return (weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0) % 11) % 10
}

/** INN: 10 digits for a company, 12 for a person or sole proprietor, with their check digits. */
export function isValidInn(value: string): boolean {
  if (/^\d{10}$/.test(value)) {
    const d = digitsOf(value)
    return weightedMod11(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9]
  }
  if (/^\d{12}$/.test(value)) {
    const d = digitsOf(value)
    return (
      weightedMod11(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] &&
      weightedMod11(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11]
    )
  }
  return false
}

/** OGRN (13 digits, a company) or OGRNIP (15 digits, a sole proprietor), with the check digit. */
export function isValidOgrn(value: string): boolean {
  if (/^[15]\d{12}$/.test(value)) return Number(BigInt(value.slice(0, 12)) % 11n) % 10 === Number(value[12])
  if (/^3\d{14}$/.test(value)) return Number(BigInt(value.slice(0, 14)) % 13n) % 10 === Number(value[14])
  return false
}

/** KPP: 4 digits of the tax office, 2 of the reason (digits or capital Latin letters), 3 of the sequence. */
export function isValidKpp(value: string): boolean {
  return /^\d{4}[\dA-Z]{2}\d{3}$/.test(value)
}

/**
 * BIK: 9 digits. Russian banks' start with 04; the Federal Treasury's offices (since 2021) with 0 but not 04, and
 * budget-funded clinics pay from them, so any leading 0 is accepted.
 */
export function isValidBik(value: string): boolean {
  return /^0\d{8}$/.test(value)
}

/** The Central Bank's key (procedure No. 515): weights 7,1,3 over prefix + account, the sum of last digits ≡ 0. */
function accountKeyHolds(prefix: string, account: string): boolean {
  const weights = [7, 1, 3]
  const sum = [...`${prefix}${account}`].reduce(
    (total, digit, i) => total + (((weights[i % 3] ?? 0) * Number(digit)) % 10),
    0,
  )
  return sum % 10 === 0
}

/** Settlement account (р/с): 20 digits whose key agrees with the bank's BIK (prefix: the BIK's last 3 digits). */
export function isValidSettlementAccount(account: string, bik: string): boolean {
  return /^\d{20}$/.test(account) && isValidBik(bik) && accountKeyHolds(bik.slice(-3), account)
}

/**
 * Correspondent account (к/с): 20 digits starting 30101, ending with the BIK's last 3 digits, whose key agrees with
 * the BIK (prefix: "0" and the BIK's 5th–6th digits).
 */
export function isValidCorrespondentAccount(account: string, bik: string): boolean {
  return (
    /^30101\d{15}$/.test(account) &&
    isValidBik(bik) &&
    account.slice(-3) === bik.slice(-3) &&
    accountKeyHolds(`0${bik.slice(4, 6)}`, account)
  )
}
