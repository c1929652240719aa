/** Russian company INNs (10 digits) for the demo sellers: the last digit is the checksum. */

const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const

/** Completes the first nine digits of a company INN with its check digit. */
export function companyInn(firstNine: string): string {
  if (!/^\d{9}$/.test(firstNine)) throw new Error(`an INN base needs nine digits, got «${firstNine}»`)
  let sum = 0
  weights.forEach((weight, i) => {
    sum += weight * Number(firstNine[i])
  })
  return `${firstNine}${(sum % 11) % 10}`
}

/** Completes the first twelve digits of a company OGRN with its check digit (the remainder by 11, its last digit). */
export function companyOgrn(firstTwelve: string): string {
  if (!/^1\d{11}$/.test(firstTwelve)) throw new Error(`an OGRN base needs twelve digits from 1, got «${firstTwelve}»`)
  return `${firstTwelve}${Number(BigInt(firstTwelve) % 11n) % 10}`
}

/** A company's KPP at its own tax office (the INN's first four digits), registered as the company itself (01). */
export function companyKpp(inn: string): string {
  return `${inn.slice(0, 4)}01001`
}

/**
 * A company's ruble settlement account at the bank with `bik`: balance account 40702 (a commercial company), currency
 * 810 (rubles), the key digit, then `serial` (eleven digits). The key is the Central Bank's (procedure No. 515):
 * weights 7,1,3 over the BIK's last three digits and the account, the sum of the products' last digits ≡ 0 (mod 10).
 */
export function settlementAccount(bik: string, serial: string): string {
  if (!/^\d{9}$/.test(bik) || !/^\d{11}$/.test(serial)) throw new Error(`bad BIK «${bik}» or serial «${serial}»`)
  const weights = [7, 1, 3]
  const keyless = `${bik.slice(-3)}40702810${0}${serial}`
  const sum = [...keyless].reduce((total, digit, i) => total + (((weights[i % 3] ?? 0) * Number(digit)) % 10), 0)
  // The key sits at position 11 of the 23 digits, weight 3; 3·k covers every last digit once as k runs 0–9.
  const key = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((k) => (sum + ((3 * k) % 10)) % 10 === 0)
  return `40702810${key}${serial}`
}
