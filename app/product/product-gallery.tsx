/**
 * The product's pictures. Without JavaScript each opens whole in its own page; with JavaScript the zoom buttons
 * enlarge it in place, up to 3× (SPEC §9 zoom max ratio).
 */
import { useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'
import { ipxUrl, responsiveImage } from '#app/lib/images.ts'

const MAX_ZOOM = 3

export function ProductGallery({ images }: { images: { url: string; alt: string }[] }) {
  const { t } = useTranslation('catalog')
  const [zoom, setZoom] = useState(1)
  const [current, setCurrent] = useState(0)
  const image = images[current] ?? images[0]
  if (!image) return null
  return (
    <section className="gallery" aria-label={t('product.gallery')}>
      <div className="panel gallery__frame">
        <a href={ipxUrl(image.url, 1536)} target="_blank" rel="noreferrer" className="gallery__open">
          <img
            {...responsiveImage(image.url)}
            sizes="(min-width: 768px) 40vw, 100vw"
            alt={image.alt}
            width="480"
            height="480"
            style={zoom > 1 ? { transform: `scale(${zoom})` } : undefined}
          />
          <span className="visually-hidden">{t('product.openFull')}</span>
        </a>
      </div>
      <div className="gallery__controls" data-js-only>
        <button
          type="button"
          className="gallery__zoom"
          onClick={() => setZoom((z) => Math.max(1, z - 1))}
          disabled={zoom <= 1}
          aria-label={t('product.zoomOut')}
        >
          −
        </button>
        <output aria-live="polite">{zoom}×</output>
        <button
          type="button"
          className="gallery__zoom"
          onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z + 1))}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t('product.zoomIn')}
        >
          +
        </button>
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs">
          {images.map((img, index) => (
            <li key={img.url}>
              <a
                href={img.url}
                onClick={(event) => {
                  event.preventDefault()
                  setCurrent(index)
                  setZoom(1)
                }}
                aria-current={index === current ? 'true' : undefined}
              >
                <img src={ipxUrl(img.url, 320)} alt={img.alt} width="64" height="64" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
