// Issue 19 (pictures and icons): icons come from one SVG set (app/ui/icons.tsx), never emoji, which
// Chromium on Linux and many Android phones draw as empty boxes. Texts and data are not icons: this
// reads the app's source only.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const appDir = path.resolve(__dirname, '../../../app')
const sources = (readdirSync(appDir, { recursive: true }) as string[]).filter((file) => /\.(tsx?|css)$/.test(file) && !file.endsWith('.gen.ts'))
/** Pictographs a page may still print as text: the rating stars and the copyright sign. */
const allowed = new Set(['★', '☆', '©'])

describe('icons', () => {
  it('are never emoji in the app’s source', () => {
    const found = sources.flatMap((file) =>
      [...readFileSync(path.join(appDir, file), 'utf8').matchAll(/\p{Extended_Pictographic}/gu)].filter(([character]) => !allowed.has(character)).map(([character]) => `${file}: ${character}`),
    )
    expect(found).toEqual([])
  })
})
