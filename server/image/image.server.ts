// Resizes the site's own images on request (SPEC.md §9 widths), in the best format the browser
// accepts, and keeps each result on disk so an image is resized once.
import { createHash } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { ApiError } from '../http/errors'

export const deviceWidths = [320, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const
export const imageSizes = [16, 32, 48, 64, 96, 128, 256, 384] as const
export const allowedWidths: ReadonlySet<number> = new Set([...imageSizes, ...deviceWidths])

export type ImageRequest = { url: string; width: number; quality: number; accept: string }
export type ImageAnswer = { body: Buffer; contentType: string; cacheControl: string }
type Directories = { publicDir: string; cacheDir: string }

const rasterTypes: Record<string, string> = { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.avif': 'image/avif' }
const inFlight = new Map<string, Promise<ImageAnswer>>()

/** Reads and checks the query of an image request; every problem is a 400 with a message. */
export function parseImageRequest(searchParams: URLSearchParams, accept: string): ImageRequest {
  const url = searchParams.get('url') ?? ''
  const width = Number(searchParams.get('w'))
  const quality = searchParams.has('q') ? Number(searchParams.get('q')) : 75
  if (!url.startsWith('/images/') || url.includes('..') || url.includes('\\') || /[?#]/.test(url)) {
    throw new ApiError(400, [{ code: 'IMAGE_URL_INVALID', message: 'url must be a path under /images/ on this site.', field: 'query.url' }])
  }
  if (!allowedWidths.has(width)) {
    throw new ApiError(400, [{ code: 'IMAGE_WIDTH_INVALID', message: `w must be one of ${[...allowedWidths].sort((a, b) => a - b).join(', ')}.`, field: 'query.w' }])
  }
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new ApiError(400, [{ code: 'IMAGE_QUALITY_INVALID', message: 'q must be a whole number from 1 to 100.', field: 'query.q' }])
  }
  return { url, width, quality, accept }
}

function outputFormat(accept: string): 'avif' | 'webp' | 'original' {
  if (accept.includes('image/avif')) return 'avif'
  if (accept.includes('image/webp')) return 'webp'
  return 'original'
}

export async function renderImage(request: ImageRequest, { publicDir, cacheDir }: Directories): Promise<ImageAnswer> {
  const source = path.resolve(publicDir, `.${request.url}`)
  if (!source.startsWith(path.resolve(publicDir, 'images') + path.sep)) {
    throw new ApiError(400, [{ code: 'IMAGE_URL_INVALID', message: 'url must be a path under /images/ on this site.', field: 'query.url' }])
  }
  const info = await stat(source).catch(() => undefined)
  if (!info?.isFile()) throw new ApiError(404, [{ code: 'IMAGE_NOT_FOUND', message: `There is no image at ${request.url}.` }])

  const extension = path.extname(source).toLowerCase()
  const cacheControl = 'public, max-age=86400'
  // Vector images scale by themselves: they are served as they are.
  if (extension === '.svg') return { body: await readFile(source), contentType: 'image/svg+xml', cacheControl }
  const originalType = rasterTypes[extension]
  if (!originalType) throw new ApiError(400, [{ code: 'IMAGE_TYPE_UNSUPPORTED', message: 'Only JPEG, PNG, WebP, AVIF and SVG images are served.' }])

  const format = outputFormat(request.accept)
  const key = createHash('sha256').update(JSON.stringify([request.url, request.width, request.quality, format, info.mtimeMs])).digest('hex')
  const contentType = format === 'original' ? originalType : `image/${format}`
  const cached = path.join(cacheDir, `${key}.bin`)
  const existing = await readFile(cached).catch(() => undefined)
  if (existing) return { body: existing, contentType, cacheControl }

  let pending = inFlight.get(key)
  if (!pending) {
    pending = (async () => {
      let pipeline = sharp(source).rotate().resize({ width: request.width, withoutEnlargement: true })
      if (format === 'avif') pipeline = pipeline.avif({ quality: request.quality })
      else if (format === 'webp') pipeline = pipeline.webp({ quality: request.quality })
      else if (originalType === 'image/png') pipeline = pipeline.png()
      else pipeline = pipeline.jpeg({ quality: request.quality, mozjpeg: true })
      const body = await pipeline.toBuffer()
      await mkdir(cacheDir, { recursive: true })
      await writeFile(cached, body)
      return { body, contentType, cacheControl }
    })().finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return pending
}
