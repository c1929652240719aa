/**
 * The offer form (issue 15): the price buyers pay, availability, stock, minimum order, step, warehouse city and the
 * seller's own article — checked as the contract checks them (`offerLimits`, `sellerOfferMessages`), typed as people
 * type numbers («1 234,50»).
 */
import { z } from 'zod'
import { formTexts, optionalText, requiredText } from '#app/lib/forms/rules.ts'
import { availabilitySchema } from '#contract/catalog.ts'
import { offerLimits, sellerOfferMessages } from '#contract/seller-offers.ts'

const compact = (v: string) => v.replace(/[\s\u00a0]+/g, '').replace(',', '.')

/** A whole number from `min`, or undefined when left empty (when `optional`). */
const whole = (min: number, message: string) =>
  z
    .string()
    .transform(compact)
    .refine((v) => /^\d{1,7}$/.test(v) && Number(v) >= min && Number(v) <= offerLimits.quantity, message)
    .transform(Number)

/** The terms' fields, for forms that hold them among others (a proposed product's). */
export const offerFields = {
  price_gross: z
    .string()
    .transform(compact)
    .refine(
      (v) => /^\d{1,9}(\.\d{1,2})?$/.test(v) && Number(v) > 0 && Number(v) <= offerLimits.price,
      sellerOfferMessages.price,
    )
    .transform(Number)
    .optional(),
  availability: availabilitySchema,
  stock: whole(0, sellerOfferMessages.stock).optional(),
  min_order: z.string({ required_error: formTexts.required }).pipe(whole(1, sellerOfferMessages.atLeastOne)),
  step: z.string({ required_error: formTexts.required }).pipe(whole(1, sellerOfferMessages.atLeastOne)),
  warehouse_city: requiredText(offerLimits.city),
  article: optionalText(offerLimits.article),
}

/** A price is needed unless the price is given on request. */
export function checkPrice(value: { price_gross?: number; availability: string }, ctx: z.RefinementCtx) {
  if (value.price_gross === undefined && value.availability !== 'price_on_request') {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['price_gross'], message: sellerOfferMessages.priceRequired })
  }
}

export const offerSchema = z.object(offerFields).superRefine(checkPrice)
export type OfferForm = z.infer<typeof offerSchema>

/** The form's fields, in the order the back-end's field errors are mapped onto them. */
export const OFFER_FIELDS = [
  'price_gross',
  'availability',
  'stock',
  'min_order',
  'step',
  'warehouse_city',
  'article',
] as const

/** The terms as the contract takes them. */
export function offerBody(v: OfferForm) {
  return {
    price_gross: v.price_gross ?? null,
    availability: v.availability,
    stock: v.stock ?? null,
    min_order: v.min_order,
    step: v.step,
    warehouse_city: v.warehouse_city,
    article: v.article ?? null,
  }
}
