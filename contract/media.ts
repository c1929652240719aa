/**
 * The product files the back-end serves for the demo catalogue (decision 032): a registration certificate as a PDF
 * drawn on request, and the product video (MP4) with its poster (SVG) beside it. The product page takes the poster
 * from the video's address by this rule, so both sides agree on it without another field.
 */
export const licencePath = (productId: number) => `/api/media/licences/${productId}.pdf`
export const videoPath = (productId: number) => `/api/media/videos/${productId}.mp4`
export const videoPosterPath = (productId: number) => `/api/media/videos/${productId}.svg`
export const videoCaptionsPath = (productId: number) => `/api/media/videos/${productId}.vtt`

const SERVED_VIDEO = /^\/api\/media\/videos\/(\d{1,9})\.mp4$/

/**
 * The poster and captions of a video the back-end serves; null for a video kept elsewhere (it then shows its first
 * frame, without captions).
 */
export function videoFilesOf(videoUrl: string): { poster: string; captions: string } | null {
  const id = SERVED_VIDEO.exec(videoUrl)?.[1]
  return id ? { poster: videoPosterPath(Number(id)), captions: videoCaptionsPath(Number(id)) } : null
}
