// 1. of `npm run bench` (bench/run.ts): the first-load JavaScript of a page, from the HTML the server renders: each
// `<script src>` and `<link rel="modulepreload">` file (plus any chunk those import statically that the HTML forgot),
// read from dist/client and compressed with gzip -9 and brotli -11, against the budget.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { decodeEntities } from './pages.ts'

export const budgetBytes = 170 * 1024
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

type Sizes = { raw: number; gzip: number; brotli: number; imports: string[] }
const sizeCache = new Map<string, Sizes>()

/** Chunks a JavaScript file imports statically (`import{…}from"./x.js"`, `import"./x.js"`, `export…from`). */
function staticImports(source: string) {
  const found: string[] = []
  for (const match of source.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g)) found.push(match[1]!)
  return found
}

function sizesOf(file: string): Sizes {
  let sizes = sizeCache.get(file)
  if (!sizes) {
    const content = readFileSync(file)
    sizes = {
      raw: content.length,
      gzip: zlib.gzipSync(content, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      imports: staticImports(content.toString('utf8')),
    }
    sizeCache.set(file, sizes)
  }
  return sizes
}

function attributes(tag: string) {
  const found = new Map<string, string>()
  for (const [, name, doubleQuoted, singleQuoted, bare] of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set(name!.toLowerCase(), decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? ''))
  }
  return found
}

/** Every `<script src>` and `<link rel="modulepreload">` of the HTML that is JavaScript of this site. */
function referencedScripts(html: string, origin: string) {
  const paths: string[] = []
  for (const [, element, attributeText] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = attributes(attributeText!)
    const isScript = element!.toLowerCase() === 'script'
    const reference = isScript ? attrs.get('src') : (attrs.get('rel') ?? '').split(/\s+/).includes('modulepreload') ? attrs.get('href') : undefined
    if (!reference) continue
    const url = new URL(reference, origin)
    if (url.origin !== origin || !/\.m?js$/.test(url.pathname)) continue
    paths.push(decodeURIComponent(url.pathname))
  }
  return paths
}

export function firstLoadJavaScript(route: string, url: string, signedIn: boolean, html: string, origin: string) {
  const listed = new Set(referencedScripts(html, origin))
  const all = new Set(listed)
  const missing: string[] = []
  let raw = 0
  let gzip = 0
  let brotli = 0
  for (const urlPath of all) {
    // A Set iterates over members added during the loop: the static imports are followed.
    const file = path.join('dist/client', urlPath)
    if (!existsSync(file)) {
      missing.push(urlPath)
      continue
    }
    const sizes = sizesOf(file)
    raw += sizes.raw
    gzip += sizes.gzip
    brotli += sizes.brotli
    for (const specifier of sizes.imports) all.add(path.posix.join(path.posix.dirname(urlPath), specifier))
  }
  if (missing.length > 0) console.warn(`${route}: ${missing.length} referenced file(s) not in dist/client (is the build current?): ${missing.join(', ')}`)
  const fileSizes = [...all].filter((urlPath) => !missing.includes(urlPath)).map((urlPath) => ({ file: path.posix.basename(urlPath), gzipKB: kb(sizesOf(path.join('dist/client', urlPath)).gzip) }))
  return {
    page: route,
    url,
    signedIn,
    files: all.size - missing.length,
    unlisted: all.size - listed.size,
    missing: missing.length,
    rawBytes: raw,
    gzipBytes: gzip,
    brotliBytes: brotli,
    rawKB: kb(raw),
    gzipKB: kb(gzip),
    brotliKB: kb(brotli),
    overBudget: gzip > budgetBytes,
    fileSizes,
  }
}

export type FirstLoad = ReturnType<typeof firstLoadJavaScript>

export function printFirstLoad(javascript: FirstLoad[], skipped: { route: string; reason: string }[]) {
  console.log(`\nFirst-load JavaScript per page, KB (budget ${kb(budgetBytes)} KB gzip)`)
  console.table(
    javascript.map(({ page, signedIn, files, unlisted, rawKB, gzipKB, brotliKB, overBudget }) => ({
      page,
      signedIn,
      files,
      unlisted,
      rawKB,
      gzipKB,
      brotliKB,
      budget: overBudget ? 'OVER' : 'ok',
    })),
  )
  if (skipped.length > 0) {
    console.log('Routes not measured')
    console.table(skipped)
  }
}

export function overBudget(javascript: FirstLoad[]) {
  const over = javascript.filter((entry) => entry.overBudget)
  if (over.length > 0) console.error(`Over the ${kb(budgetBytes)} KB first-load JavaScript budget: ${over.map((entry) => `${entry.page} (${entry.gzipKB} KB)`).join(', ')}`)
  return over.length > 0
}
