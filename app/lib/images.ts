/**
 * Picture addresses through /_ipx (server.ts): WebP at the image breakpoints of SPEC §9, so a phone on 2G gets a
 * 320-px picture and a wide screen a sharp one. Only the back-end's media go through it; anything else is used as is.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const

const viaIpx = (src: string) => src.startsWith('/api/media/')

export function ipxUrl(src: string, width: number): string {
  return viaIpx(src) ? `/_ipx/f_webp,w_${width}${src}` : src
}

/** `src` and `srcSet` for an <img>: the smallest width as the fallback, every width in the set. */
export function responsiveImage(src: string, widths: readonly number[] = IMAGE_WIDTHS) {
  if (!viaIpx(src)) return { src }
  return {
    src: ipxUrl(src, widths[0] ?? 320),
    srcSet: widths.map((w) => `${ipxUrl(src, w)} ${w}w`).join(', '),
  }
}
