// Issue 39 item 1, decision 168: a line of business has one name in the code, its product's (hotel, air, car,
// activity, dining), and the site's name (accommodations, flights, mobility, tours, transport) only where the
// specification fixes it: addresses (app/routes), site config keys, flags and the lists keyed by them.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { apiTypeOfLine } from '@contracts/site/lines-of-business'

const products = [...new Set(Object.values(apiTypeOfLine))]
const files = execFileSync('git', ['ls-files', 'app', 'contracts', 'simulator', 'server', 'tests', 'packages', 'examples', 'bench', 'scripts'], { encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .filter((file) => existsSync(file))

/** The site's words that are not also the product's (tours and transport are the activity's kinds TOUR and TRANSPORT). */
const siteOnlyWords = /(^|[/._-])(accommodations?|flights?|mobility|tours)([/._-]|$)/

describe('one vocabulary for the lines (decision 168)', () => {
  it('names no file or folder outside the addresses by the site’s word for a line', () => {
    const named = files.filter((file) => !file.startsWith('app/routes/') && file !== 'app/routeTree.gen.ts' && siteOnlyWords.test(file))
    expect(named).toEqual([])
  })

  it.each(products)('gives the %s line the same parts as every line, each named by the line (issue 39 item 2)', (product) => {
    const parts = [
      `app/features/${product}/${product}.queries.ts`,
      `app/i18n/messages/en-us/${product}.ts`,
      `app/i18n/messages/en-gb/${product}.ts`,
      `contracts/lxp/${product}.contract.ts`,
      `contracts/lxp/${product}.schema.ts`,
      `simulator/${product}/${product}.tables.ts`,
      `simulator/${product}/${product}-catalogue.ts`,
      `simulator/${product}/${product}-search.server.ts`,
      `simulator/${product}/${product}-line.server.ts`,
      `server/lines/${product}-line.ts`,
    ]
    expect(parts.filter((part) => !files.includes(part))).toEqual([])
  })

  it.each(products)('starts every file of the %s line’s folders with the line’s name', (product) => {
    const inFolders = files.filter((file) => [`app/features/${product}/`, `simulator/${product}/`, `tests/unit/${product}/`].some((folder) => file.startsWith(folder)))
    const unprefixed = inFolders.filter((file) => !new RegExp(`^${product}[-.]`).test(file.slice(file.lastIndexOf('/') + 1)))
    expect(unprefixed).toEqual([])
  })
})
