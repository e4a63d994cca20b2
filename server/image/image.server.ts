// Resizes the site's own images (public/images/…) to the §R9.34 widths, in the best format the
// browser accepts (drawings too: an SVG is rendered to AVIF or WebP at the width asked for), and keeps
// each result on disk so an image is resized once per version. Encodes wait in a queue of their own
// and the results on disk have a byte limit (issue 35, docs/decisions/108).
import { createHash } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { NotFoundError, ValidationError } from '../http/errors'
import { createEncodeQueue } from './encode-queue'
import { createImageCache, type ImageCache } from './image-cache'
import { allowedWidths, imageQuality } from './image-widths'

// Every result is kept on disk, so libvips' own cache of decoded images (50 MB by default) only
// holds memory; one libvips thread per resize keeps its thread pools, and their native heaps, small (docs/decisions/067).
sharp.cache(false)
sharp.concurrency(1)

const imageLimits = {
  /**
   * One encode at a time holds one of libuv's four threads (an AVIF at 3840 px takes 1–3 s); 32 may
   * wait, 8 of them (a page's worth of images on a cold cache) for one client address.
   */
  encodes: { concurrency: 1, maxWaiting: 32, perClient: 8, retryAfterSeconds: 5 },
}

const encodes = createEncodeQueue(imageLimits.encodes)

/** Where sources are read from (the folder holding `images/`), where results are kept, and how many bytes of them at most. */
export type ImageStorage = { publicDir: string; cacheDir: string; cacheMaxBytes: number }

/** An image request as it arrives; `checkImageRequest` decides whether it can be served. */
export type ImageInput = {
  url: string
  width: number
  quality?: number
  accept?: string
  /** Who asks (the client address): one client holds only a share of the encode queue. */
  client?: string
}
export type ImageRequest = { url: string; width: number; accept: string; client: string }

export type ImageFormat = 'avif' | 'webp' | 'original'

export type ImageAnswer = {
  body: Buffer
  contentType: string
  cacheControl: string
  /** A strong validator: it changes with the source file and with every parameter of the result. */
  etag: string
  /** True when the result was read from the disk cache rather than produced now. */
  fromCache: boolean
}

const imagesPrefix = '/images/'
const maxUrlLength = 1024
const immutableCaching = 'public, max-age=31536000, immutable'
const dailyCaching = 'public, max-age=86400'
/** librsvg's limit on the density of an SVG's rendering. */
const maxSvgDensity = 100_000

type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif'
const rasterSources: Record<string, RasterFormat> = { '.jpg': 'jpeg', '.jpeg': 'jpeg', '.png': 'png', '.webp': 'webp', '.avif': 'avif' }
const contentTypes: Record<RasterFormat, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' }
const fileExtensions: Record<RasterFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' }

/** Work under way, by cache key: identical requests at the same time share one read or resize. */
const inFlight = new Map<string, Promise<Produced>>()
type Produced = Omit<ImageAnswer, 'cacheControl'>

/** The query of GET /api/image (`url`, `w`, `q`) and the Accept header, not yet checked. */
export function imageInputFromQuery(query: URLSearchParams, accept: string | null): ImageInput {
  return {
    url: query.get('url') ?? '',
    width: wholeNumber(query.get('w')),
    quality: query.has('q') ? wholeNumber(query.get('q')) : undefined,
    accept: accept ?? '',
  }
}

/** Decimal digits only: `0x140`, `3.2e2` or ` 320` are not widths. */
function wholeNumber(text: string | null) {
  return text !== null && /^[0-9]{1,6}$/.test(text) ? Number(text) : Number.NaN
}

/** Checks every parameter and reports every problem at once (400). */
export function checkImageRequest(input: ImageInput): ImageRequest {
  const problems: ApiErrorObject[] = []
  if (!isSiteImagePath(input.url)) {
    problems.push({ code: 'IMAGE_URL_INVALID', category: 'VALIDATION', message: 'url must be a path under /images/ on this site, such as /images/samples/hotel-lobby.jpg.', field: 'query.url' })
  }
  if (!allowedWidths.includes(input.width)) {
    problems.push({ code: 'IMAGE_WIDTH_INVALID', category: 'VALIDATION', message: `w must be one of ${allowedWidths.join(', ')}.`, field: 'query.w' })
  }
  if (input.quality !== undefined && input.quality !== imageQuality) {
    problems.push({ code: 'IMAGE_QUALITY_INVALID', category: 'VALIDATION', message: `q must be ${imageQuality}, or left out.`, field: 'query.q' })
  }
  if (problems.length > 0) throw new ValidationError(problems)
  return { url: input.url, width: input.width, accept: input.accept ?? '', client: input.client ?? 'unknown' }
}

/**
 * A site-relative path under /images/ whose every segment is a plain name: no `.` or `..`, no empty
 * segment, no backslash, percent sign, query, fragment or control character.
 */
export function isSiteImagePath(url: string) {
  if (!url.startsWith(imagesPrefix) || url.length > maxUrlLength) return false
  // eslint-disable-next-line no-control-regex
  if (/[\\%?#\u0000-\u001f\u007f]/.test(url)) return false
  return url
    .slice(imagesPrefix.length)
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..')
}

/**
 * A file name carrying a content hash (`hero.3f9a2c1d.jpg`, `hero-3f9a2c1d.jpg`: 8 to 64 hex
 * characters with at least one digit and one letter, so a date is not a hash) never changes content,
 * so its results may be cached for good.
 */
export function isContentHashed(url: string) {
  return /[.-](?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,64}\.[a-z0-9]+$/i.test(path.posix.basename(url))
}

/** AVIF, then WebP, when the browser names them with a weight above 0; otherwise the source's own format. */
export function negotiateFormat(accept: string): ImageFormat {
  const weights = new Map<string, number>()
  for (const range of accept.toLowerCase().split(',')) {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim())
    const weight = parameters.find((parameter) => parameter.startsWith('q='))
    weights.set(type, weight === undefined ? 1 : Number(weight.slice(2)) || 0)
  }
  const avif = weights.get('image/avif') ?? 0
  const webp = weights.get('image/webp') ?? 0
  if (avif > 0 && avif >= webp) return 'avif'
  if (webp > 0) return 'webp'
  return 'original'
}

/**
 * The image for a request: 400 for a request it cannot serve, 404 when there is no such image, 429
 * when its client already has its share of the encode queue, 503 when the queue is full.
 */
export async function renderImage(input: ImageInput, storage: ImageStorage): Promise<ImageAnswer> {
  const request = checkImageRequest(input)
  const source = await findSource(request.url, storage.publicDir)
  const cacheControl = isContentHashed(request.url) ? immutableCaching : dailyCaching
  const extension = path.extname(source.file).toLowerCase()

  const vector = extension === '.svg'
  const sourceFormat = rasterSources[extension]
  if (!vector && !sourceFormat) {
    throw new ValidationError([{ code: 'IMAGE_TYPE_UNSUPPORTED', category: 'VALIDATION', message: 'Only JPEG, PNG, WebP, AVIF and SVG images are served.', field: 'query.url' }])
  }

  const negotiated = negotiateFormat(request.accept)
  // A drawing is drawn at the width asked for in AVIF or WebP; a browser that takes neither gets the
  // drawing itself, which scales by itself (the app's CSP keeps any script inert).
  if (vector && negotiated === 'original') {
    const etag = quoted(hash([request.url, source.mtimeMs, source.size]))
    return { body: await readFile(source.file), contentType: 'image/svg+xml', cacheControl, etag, fromCache: false }
  }
  // A flat drawing is as small in WebP as in AVIF and encodes many times faster: WebP first when taken.
  const drawingInWebp = vector && negotiateFormat(request.accept.replace(/image\/avif[^,]*/gi, '')) === 'webp'
  const format: RasterFormat = negotiated === 'original' ? sourceFormat! : drawingInWebp ? 'webp' : negotiated
  const key = hash([request.url, request.width, format, source.mtimeMs])
  let pending = inFlight.get(key)
  if (!pending) {
    pending = produce({ key, source: source.file, vector, format, request, cache: cacheOf(storage) }).finally(() => inFlight.delete(key))
    inFlight.set(key, pending)
  }
  return { ...(await pending), cacheControl }
}

/** The cache of each folder results are kept in (one in the app; tests use several). */
const caches = new Map<string, ImageCache>()

function cacheOf({ cacheDir, cacheMaxBytes }: ImageStorage) {
  let cache = caches.get(cacheDir)
  if (!cache) {
    cache = createImageCache(cacheDir, cacheMaxBytes)
    caches.set(cacheDir, cache)
  }
  return cache
}

type Work = { key: string; source: string; vector: boolean; format: RasterFormat; request: ImageRequest; cache: ImageCache }

async function produce({ key, source, vector, format, request, cache }: Work): Promise<Produced> {
  const name = `${key}.${fileExtensions[format]}`
  const answer = (body: Buffer, fromCache: boolean) => ({ body, contentType: contentTypes[format], etag: quoted(key), fromCache })
  const cached = await cache.read(name)
  if (cached) return answer(cached, true)

  const body = await encodes.run(request.client, async () => {
    const pipeline = vector ? await drawn(source, request.width) : sharp(source).rotate().resize({ width: request.width, withoutEnlargement: true })
    return encode(pipeline, format)
  })
  await cache.keep(name, body)
  return answer(body, false)
}

/**
 * A drawing rendered straight at `width` (a vector has no size to keep to): librsvg draws at the density
 * that makes its own width `width` pixels, so nothing is scaled up from a small rendering.
 */
async function drawn(source: string, width: number) {
  const { width: drawnWidth = width } = await sharp(source).metadata()
  const density = Math.min(72 * (width / drawnWidth), maxSvgDensity)
  return sharp(source, { density }).resize({ width })
}

function encode(pipeline: ReturnType<typeof sharp>, format: RasterFormat) {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: imageQuality }).toBuffer()
    case 'webp':
      return pipeline.webp({ quality: imageQuality }).toBuffer()
    case 'png':
      // PNG stays lossless: sharp's PNG quality would reduce it to a palette.
      return pipeline.png().toBuffer()
    case 'jpeg':
      return pipeline.jpeg({ quality: imageQuality, mozjpeg: true }).toBuffer()
  }
}

/** The source file inside `publicDir/images`, symbolic links included; 400 outside it, 404 when absent. */
async function findSource(url: string, publicDir: string) {
  const imagesDir = path.resolve(publicDir, 'images')
  const file = path.resolve(imagesDir, `.${url.slice(imagesPrefix.length - 1)}`)
  const outside = () => new ValidationError([{ code: 'IMAGE_URL_INVALID', category: 'VALIDATION', message: 'url must be a path under /images/ on this site.', field: 'query.url' }])
  if (!file.startsWith(imagesDir + path.sep)) throw outside()

  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) throw new NotFoundError(`There is no image at ${url}.`, 'IMAGE_NOT_FOUND')
  const [realFile, realImagesDir] = await Promise.all([realpath(file), realpath(imagesDir)])
  if (!realFile.startsWith(realImagesDir + path.sep)) throw outside()
  return { file, mtimeMs: info.mtimeMs, size: info.size }
}

function hash(parts: unknown[]) {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex')
}

function quoted(value: string) {
  return `"${value}"`
}
