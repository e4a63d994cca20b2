// Issue 39: the plain translators and the catalogue only repeat the message folders, so they are generated from
// them. The files on disk must be what the folders generate today (`npm run generate` rewrites them). A line's words
// are one file per locale (decision 170): its namespaces, and its part of the namespaces every line shares.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { formattedNamespaces, generatedMessageModules, messagesFolder, namespacePartsOf, plainFolder } from '~/i18n/generate-messages'
import { writtenOf, writtenProducts } from '../lines/written-lines'

const root = path.resolve(import.meta.dirname, '../../..')
const folders = readdirSync(path.join(root, messagesFolder), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const sourcesIn = (folder: string) => Object.fromEntries(readdirSync(path.join(root, messagesFolder, folder)).map((file) => [file, readFileSync(path.join(root, messagesFolder, folder, file), 'utf8')]))
const files = Object.fromEntries(folders.map((folder) => [folder.name, sourcesIn(folder.name)]))
const { plainTranslators, catalogue } = generatedMessageModules(files)

const enUs = files['en-us'] ?? {}
const enGb = files['en-gb'] ?? {}
const namespaces = [...new Set(Object.values(enUs).flatMap(namespacePartsOf))]

/** Every en-US message module, as the generated modules import them. */
const modules = import.meta.glob<Record<string, Record<string, string>>>('/app/i18n/messages/en-us/*.ts', { eager: true })

describe('generated plain translators and catalogue', () => {
  it('are current: run `npm run generate` after adding or removing a message file or a namespace of one', () => {
    expect(readdirSync(path.join(root, plainFolder)).sort()).toEqual(plainTranslators.map((module) => path.basename(module.file)).sort())
    for (const module of [...plainTranslators, catalogue]) expect(readFileSync(path.join(root, module.file), 'utf8'), module.file).toBe(module.source)
  })

  it('give every namespace but the formatter’s a plain translator named after it, over both locales', () => {
    const dining = plainTranslators.find((module) => module.file === `${plainFolder}/dining-trip.ts`)
    expect(dining?.source).toContain("export const diningTripText = plainTranslator('dining-trip', inLocales('en-US', enUs, { 'en-GB': enGb }))")
    expect(dining?.source).toContain("import { diningTrip as enUs } from '../messages/en-us/dining'")
    expect(plainTranslators).toHaveLength(namespaces.length - formattedNamespaces.length)
    for (const namespace of formattedNamespaces) expect(plainTranslators.map((module) => module.file)).not.toContain(`${plainFolder}/${namespace}.ts`)
    expect(catalogue.source).toContain("  'en-GB': {\n    account: variantOf(enUs.account, enGbAccount),")
  })

  it('make a shared namespace of its own file and every line’s part, so no shared file lists the lines', () => {
    const lines = plainTranslators.find((module) => module.file === `${plainFolder}/lines.ts`)
    const products = [...reservationTypes].sort()
    const named = (product: string) => `${product[0]?.toUpperCase()}${product.slice(1)}`
    for (const product of products) expect(lines?.source).toContain(`import { lines as enUsOf${named(product)} } from '../messages/en-us/${product}'`)
    const british = products.filter((product) => /^export const lines\b/m.test(enGb[`${product}.ts`] ?? ''))
    expect(writtenOf(british, writtenProducts)).toEqual(['air'])
    expect(writtenOf(products, writtenProducts)).toEqual(['activity', 'air', 'car', 'dining', 'hotel'])
    const enUsParts = products.map((product) => `...enUsOf${named(product)}`).join(', ')
    const enGbParts = british.map((product) => `, ...enGbOf${named(product)}`).join('')
    expect(lines?.source).toContain(`inLocales('en-US', { ...enUs, ${enUsParts} }, { 'en-GB': { ...enGb${enGbParts} } }))`)
  })

  it('find no message in two parts of a namespace, where one would hide the other', () => {
    const partsOf = new Map<string, [string, string[]][]>()
    for (const [file, exports] of Object.entries(modules)) {
      for (const part of namespacePartsOf(enUs[path.basename(file)] ?? '')) {
        const name = part.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
        partsOf.set(part, [...(partsOf.get(part) ?? []), [path.basename(file), Object.keys(exports[name] ?? {})]])
      }
    }
    expect([...partsOf.keys()].sort()).toEqual([...namespaces].sort())
    for (const [namespace, parts] of partsOf) {
      const keys = parts.flatMap(([, names]) => names)
      expect(keys.filter((key, index) => keys.indexOf(key) !== index), namespace).toEqual([])
    }
  })

  it('refuse a file without its British variant, or a variant without its file', () => {
    const withFerry = { 'en-us': { ...enUs, 'ferry.ts': 'export const ferry = {\n}' }, 'en-gb': enGb }
    expect(() => generatedMessageModules(withFerry)).toThrow('Every namespace needs its en-gb variant: app/i18n/messages/en-gb/ferry.ts missing')
    const variantOnly = { 'en-us': enUs, 'en-gb': { ...enGb, 'ferry.ts': 'export const ferry = {}' } }
    expect(() => generatedMessageModules(variantOnly)).toThrow('app/i18n/messages/en-gb/ferry.ts has no en-us namespace')
  })

  it('leave a line’s part without British differences to its en-US words, and refuse a variant of a part the line has not', () => {
    const shell = plainTranslators.find((module) => module.file === `${plainFolder}/shell.ts`)
    expect(enGb['dining.ts']).not.toMatch(/^export const shell\b/m)
    expect(shell?.source).toContain("{ 'en-GB': enGb }")
    const extra = { 'en-us': enUs, 'en-gb': { ...enGb, 'dining.ts': `${enGb['dining.ts'] ?? ''}\nexport const ferry = {}\n` } }
    expect(() => generatedMessageModules(extra)).toThrow('app/i18n/messages/en-gb/dining.ts has ferry of no en-us part')
  })
})
