import { describe, expect, it } from 'vitest'
import { PRICE_LIST_MAX_BYTES } from '#contract/price-lists.ts'
import { proposalLimits } from '#contract/product-proposals.ts'
import { bodyLimitFor, FORM_BODY_MAX_BYTES } from './form-posts.ts'

describe('the body a page takes', () => {
  it('is a form’s 256 KB where no file is sent', () => {
    for (const path of ['/write-us', '/seller/products/new', '/seller/products/7/more', '/seller/offers/7']) {
      expect(bodyLimitFor(path), path).toEqual({ maxBytes: FORM_BODY_MAX_BYTES, message: 'tooLarge' })
    }
  })

  it('is a price list of 10 MB on the price lists’ page, with single fetch’s .data too', () => {
    for (const path of ['/seller/price-lists', '/seller/price-lists/', '/seller/price-lists.data']) {
      const limit = bodyLimitFor(path)
      expect(limit.message, path).toBe('tooLargePriceList')
      expect(limit.maxBytes, path).toBeGreaterThan(PRICE_LIST_MAX_BYTES)
    }
  })

  it('is a picture of 5 MB on a proposed product’s page, whichever its id', () => {
    for (const path of ['/seller/products/1', '/seller/products/2147483647.data']) {
      const limit = bodyLimitFor(path)
      expect(limit.message, path).toBe('tooLargePicture')
      expect(limit.maxBytes, path).toBeGreaterThan(proposalLimits.pictureBytes)
    }
  })
})
