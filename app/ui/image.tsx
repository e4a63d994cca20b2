// Responsive images through the image endpoint (§R9): a `srcset` over the device widths
// (layout "responsive") or 1x/2x over the image sizes (layout "fixed"), explicit dimensions so
// nothing shifts, lazy below the fold unless `priority`.
import type { ImgHTMLAttributes } from 'react'
import { preload } from 'react-dom'
import { allowedWidthAtLeast, deviceWidths, imageQuality } from '@server/image/image-widths'

const siteImagesPrefix = '/images/'

export type ImageLayout = 'responsive' | 'fixed'

type SourceOptions = {
  /** A site image path under /images/. */
  src: string
  /** "responsive" fills a width that depends on the viewport; "fixed" is always `width` CSS pixels wide. */
  layout: ImageLayout
  /** The rendered width in CSS pixels (the intrinsic width for "responsive"). */
  width: number
  /** The app's base URL; defaults to Vite's. */
  base?: string
}

/** The endpoint's address of `src` resized to `width`, at the one quality the endpoint encodes. */
export function imageUrl(src: string, width: number, base: string = import.meta.env.BASE_URL) {
  return `${base}api/image?${new URLSearchParams({ url: src, w: String(width), q: String(imageQuality) })}`
}

/** The `srcset`: every device width for "responsive", or the allowed widths covering 1x and 2x of a "fixed" width. */
export function imageSrcSet({ src, layout, width, base }: SourceOptions) {
  if (layout === 'responsive') return deviceWidths.map((candidate) => `${imageUrl(src, candidate, base)} ${candidate}w`).join(', ')
  return [1, 2].map((density) => `${imageUrl(src, allowedWidthAtLeast(width * density), base)} ${density}x`).join(', ')
}

/** The fallback `src` for browsers without `srcset`: the first width that covers the image at 1x. */
export function imageFallbackSrc({ src, layout, width, base }: SourceOptions) {
  return imageUrl(src, allowedWidthAtLeast(width, layout === 'responsive' ? deviceWidths : undefined), base)
}

type ImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'loading' | 'decoding' | 'fetchPriority'> & {
  /** A site image path under /images/ (or another site's address, used as it is). */
  src: string
  /** Describes the image; an empty string marks it decorative. */
  alt: string
  /** Intrinsic width and height in CSS pixels: they reserve the space, so nothing shifts as the image loads. */
  width: number
  height: number
  layout?: ImageLayout
  /** Above the fold (the largest image of a page): preloaded, loaded at once with high priority. */
  priority?: boolean
}

/** Results lists: the first cards sit above the fold on every screen, so their pictures are `priority`
 * (announced by the server render) rather than lazy, and never stay grey while the page settles (issue 36 item 12). */
const aboveTheFoldCards = 3
export const isAboveTheFold = (index: number) => index < aboveTheFoldCards

export function Image({ src, alt, width, height, layout = 'responsive', priority = false, sizes, ...rest }: ImageProps) {
  // The site's own images (drawings too, drawn to AVIF or WebP) come through the endpoint at the §R9.34 widths;
  // another site's address is used as it is.
  const own = src.startsWith(siteImagesPrefix)
  const options = { src, layout, width }
  const source = own ? imageFallbackSrc(options) : src
  const srcSet = own ? imageSrcSet(options) : undefined
  const sizesValue = !own || layout === 'fixed' ? undefined : (sizes ?? '100vw')
  // Lets the server render announce the image in <head>, before the browser reaches the <img>.
  if (priority) preload(source, { as: 'image', imageSrcSet: srcSet, imageSizes: sizesValue, fetchPriority: 'high' })
  return (
    <img
      {...rest}
      src={source}
      srcSet={srcSet}
      sizes={sizesValue}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
