/**
 * The form of a proposed product (issue 15, decision 045): the product — name, brand, category, the maker's
 * article, description, specifications (one «Название: значение» a line), VAT rate — and the seller's offer's terms,
 * checked as the offer form checks them. What the contract takes is `proposalBody`.
 */
import { z } from 'zod'
import { formTexts, optionalText, requiredText } from '#app/lib/forms/rules.ts'
import { resources } from '#app/lib/i18n-resources.ts'
import { checkPrice, OFFER_FIELDS, offerBody, offerFields } from '#app/seller/offers/offer-schema.ts'
import { proposalLimits, VAT_RATES } from '#contract/product-proposals.ts'

const texts = resources.ru.seller.products

/** The specification lines: each «name: value»; blank lines are skipped. */
export function parseSpecs(text: string, ctx: z.RefinementCtx): { name: string; value: string }[] {
  const specs: { name: string; value: string }[] = []
  for (const [i, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    if (colon < 0 || name === '' || value === '' || name.length > proposalLimits.specName) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: texts.specLine.replace('{{n}}', String(i + 1)) })
      return z.NEVER
    }
    specs.push({ name, value: value.slice(0, proposalLimits.specValue) })
  }
  if (specs.length > proposalLimits.specs) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: texts.tooManySpecs })
    return z.NEVER
  }
  return specs
}

export const proposalFormSchema = z
  .object({
    name: requiredText(proposalLimits.name),
    brand: optionalText(proposalLimits.brand),
    category_id: z
      .string({ required_error: texts.chooseCategory })
      .regex(/^\d{1,9}$/, texts.chooseCategory)
      .transform(Number),
    product_article: optionalText(proposalLimits.article),
    description: optionalText(proposalLimits.description),
    specs: z
      .string()
      .max(20_000)
      .optional()
      .transform((v, ctx) => parseSpecs(v ?? '', ctx)),
    vat_rate: z
      .enum(VAT_RATES.map(String) as [string, ...string[]], { required_error: formTexts.required })
      .transform(Number),
    ...offerFields,
  })
  .superRefine(checkPrice)
export type ProposalForm = z.infer<typeof proposalFormSchema>

/** The proposal as the contract takes it. */
export function proposalBody(v: ProposalForm) {
  return {
    name: v.name,
    brand: v.brand ?? null,
    category_id: v.category_id,
    article: v.product_article ?? null,
    description: v.description ?? null,
    specs: v.specs,
    vat_rate: v.vat_rate as 22 | 10 | 0,
    offer: offerBody(v),
  }
}

/** The back-end's field names as the form's: the offer's terms by their own names, the product's article apart. */
export function formFieldOf(field: string): string {
  if (field === 'article') return 'product_article'
  if (field.startsWith('offer.')) return field.slice('offer.'.length)
  if (field.startsWith('specs')) return 'specs'
  return field
}

/** The form's fields, the product's then the offer's terms (offer-schema.ts's), as back-end errors map onto them. */
export const PROPOSAL_FIELDS = [
  'name',
  'brand',
  'category_id',
  'product_article',
  'description',
  'specs',
  'vat_rate',
  ...OFFER_FIELDS,
] as const
