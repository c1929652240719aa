import { describe, expect, it } from 'vitest'
import { facetGroupContent } from './catalog-filters.tsx'

describe('a facet’s checkboxes', () => {
  const options = [
    { id: 1, slug: 'vogt', value: 'vogt', name: 'Vogt & <Sons>', count: 12 },
    { id: 2, slug: 'medica', value: 'medica', name: 'Медика', count: null },
  ]

  it('checks the values the address chose, escapes names, and counts what is counted', () => {
    expect(facetGroupContent({ legend: 'Бренды', name: 'brand', options, chosen: ['medica'] }).text).toBe(
      '<legend>Бренды</legend>' +
        '<label class="check"><input type="checkbox" name="brand" value="vogt"><span>Vogt &amp; &lt;Sons&gt; <span class="check__count">12</span></span></label>' +
        '<label class="check"><input type="checkbox" name="brand" value="medica" checked><span>Медика</span></label>',
    )
  })
})
