// §R9.34 image widths and the one quality, shared by the resizer and the Image component:
// no server-only imports, so the browser bundle may import it.

/** Widths for layout-filling images, offered as a `w` srcset. */
export const deviceWidths = [320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
/** Widths for small fixed-size images (icons, logos, thumbnails), offered at 1x and 2x. */
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const

/** Every width the resizer produces, ascending: anything else is refused. */
export const allowedWidths: readonly number[] = [...new Set<number>([...imageSizes, ...deviceWidths])].sort((a, b) => a - b)

/**
 * The quality every page asks for, and the only one the resizer encodes (AVIF, WebP and JPEG alike;
 * PNG stays lossless): with one quality, an image has one result per width and format, not a hundred
 * (issue 35).
 */
export const imageQuality = 75

/** The smallest allowed width of at least `width`, or the largest allowed width. */
export function allowedWidthAtLeast(width: number, widths: readonly number[] = allowedWidths): number {
  return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1] ?? width
}
