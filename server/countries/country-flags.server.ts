// Country flags by lowercase ISO 3166-1 alpha-2 code as SVG (§R7), served from the flag-icons
// package so the site needs no outside host; PUBLIC_FLAG_IMAGE_BASE_URL points the browser at a public
// flag host instead. An unknown code is a 404: the browser then shows the local fallback.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const flagsDir = path.join(path.dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')), 'flags', '4x3')
const fileName = /^([a-z]{2})\.svg$/

/** The flag's SVG for `us.svg`, or undefined for anything that is not a known two-letter code. */
export async function flagSvg(name: string): Promise<Buffer | undefined> {
  const code = fileName.exec(name)?.[1]
  if (!code) return undefined
  try {
    return await readFile(path.join(flagsDir, `${code}.svg`))
  } catch {
    return undefined
  }
}
