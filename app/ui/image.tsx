// Responsive images through the image endpoint: a `srcset` over the device widths (layout
// "responsive") or 1x/2x over the icon sizes (layout "fixed"), explicit dimensions so nothing
// shifts, lazy below the fold unless `priority`.
import type { ImgHTMLAttributes } from 'react'

export const deviceWidths = [320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const

const allWidths = [...imageSizes, ...deviceWidths].sort((a, b) => a - b)

export function imageUrl(src: string, width: number, quality = 75, base = import.meta.env.BASE_URL) {
  return `${base}api/image?${new URLSearchParams({ url: src, w: String(width), q: String(quality) })}`
}

/** The `srcset` for an image: every device width, or the two sizes covering 1x and 2x of a fixed width. */
export function imageSrcSet(src: string, layout: 'responsive' | 'fixed', width: number, quality = 75, base?: string) {
  if (layout === 'responsive') return deviceWidths.map((candidate) => `${imageUrl(src, candidate, quality, base)} ${candidate}w`).join(', ')
  const at = (density: number) => allWidths.find((candidate) => candidate >= width * density) ?? allWidths.at(-1) ?? width
  return [1, 2].map((density) => `${imageUrl(src, at(density), quality, base)} ${density}x`).join(', ')
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  /** A site image path under /images/. */
  src: string
  /** Describes the image; an empty string marks it decorative. */
  alt: string
  width: number
  height: number
  layout?: 'responsive' | 'fixed'
  /** Above the fold: load at once, with high priority. */
  priority?: boolean
  quality?: number
}

export function Image({ src, alt, width, height, layout = 'responsive', priority = false, quality, sizes, ...rest }: ImageProps) {
  // Vector images need no resizing.
  const vector = src.endsWith('.svg')
  return (
    <img
      {...rest}
      src={vector ? `${import.meta.env.BASE_URL}${src.replace(/^\//, '')}` : imageUrl(src, layout === 'fixed' ? (allWidths.find((candidate) => candidate >= width) ?? width) : 1080, quality)}
      srcSet={vector ? undefined : imageSrcSet(src, layout, width, quality)}
      sizes={vector ? undefined : (sizes ?? (layout === 'responsive' ? '100vw' : undefined))}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
