import { describe, expect, it } from 'vitest'
import { ipxUrl, responsiveImage } from './images.ts'

describe('responsiveImage', () => {
  it('serves the back-end media as WebP at each breakpoint width', () => {
    expect(responsiveImage('/api/media/products/7.svg', [320, 640])).toEqual({
      src: '/_ipx/f_webp,w_320/api/media/products/7.svg',
      srcSet: '/_ipx/f_webp,w_320/api/media/products/7.svg 320w, /_ipx/f_webp,w_640/api/media/products/7.svg 640w',
    })
  })

  it('leaves other addresses alone', () => {
    expect(responsiveImage('https://cdn.example/a.jpg')).toEqual({ src: 'https://cdn.example/a.jpg' })
    expect(ipxUrl('/favicon.svg', 320)).toBe('/favicon.svg')
  })
})
