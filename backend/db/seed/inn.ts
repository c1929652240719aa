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
