// Issue 36, the traveller's fifth pass item 11: the en-US site mixed "centre" with "center" and "cancelling" with
// "canceled" in one flow. Every en-US text uses the American forms (§R9.16, §R9.29: en-US the default); en-GB keeps
// the British ones through its own variants.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const folder = path.join(import.meta.dirname, '../../../app/i18n/messages/en-us')
/** The texts of the en-US catalogues (the quoted values, not their keys). */
const texts = readdirSync(folder)
  .filter((file) => file.endsWith('.ts'))
  .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(/^\s+'[^']+': (['"])(.*)\1,?$/gm)].map((match) => `${file}: ${match[2]}`))

describe('en-US texts', () => {
  it('are read', () => {
    expect(texts.length).toBeGreaterThan(500)
  })

  it.each([
    ['centre', /\bcentres?\b/i],
    ['cancelled or cancelling', /\bcancell(ed|ing)\b/i],
    // Issue 36: "Travellers and cabin" and "travelling" on the en-US site, which says "Travelers" elsewhere.
    ['traveller, travellers or travelling', /\btravell(er|ers|ing|ed)\b/i],
  ])('never say %s', (_form, british) => {
    expect(texts.filter((text) => british.test(text))).toEqual([])
  })
})
