// Issue 39: the plain translators and the catalogue only repeat the message folders, so they are generated from
// them. The files on disk must be what the folders generate today (`npm run generate` rewrites them).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formattedNamespaces, generatedMessageModules, messagesFolder, plainFolder } from '~/i18n/generate-messages'

const root = path.resolve(import.meta.dirname, '../../..')
const folders = readdirSync(path.join(root, messagesFolder), { withFileTypes: true }).filter((entry) => entry.isDirectory())
const files = Object.fromEntries(folders.map((folder) => [folder.name, readdirSync(path.join(root, messagesFolder, folder.name))]))
const { plainTranslators, catalogue } = generatedMessageModules(files)

describe('generated plain translators and catalogue', () => {
  it('are current: run `npm run generate` after adding or removing a message file', () => {
    expect(readdirSync(path.join(root, plainFolder)).sort()).toEqual(plainTranslators.map((module) => path.basename(module.file)).sort())
    for (const module of [...plainTranslators, catalogue]) expect(readFileSync(path.join(root, module.file), 'utf8'), module.file).toBe(module.source)
  })

  it('give every namespace but the formatter’s a plain translator named after it, over both locales', () => {
    const dining = plainTranslators.find((module) => module.file === `${plainFolder}/dining-booking.ts`)
    expect(dining?.source).toContain("export const diningBookingText = plainTranslator('dining-booking', { 'en-US': enUs, 'en-GB': enGb })")
    expect(plainTranslators).toHaveLength((files['en-us'] ?? []).length - formattedNamespaces.length)
    for (const namespace of formattedNamespaces) expect(plainTranslators.map((module) => module.file)).not.toContain(`${plainFolder}/${namespace}.ts`)
    expect(catalogue.source).toContain("  'en-GB': {\n    account: enGbAccount,")
  })

  it('refuse a namespace without its British variant, or a variant without its namespace', () => {
    const withCruise = { 'en-us': [...(files['en-us'] ?? []), 'cruise.ts'], 'en-gb': files['en-gb'] ?? [] }
    expect(() => generatedMessageModules(withCruise)).toThrow('Every namespace needs its en-gb variant: app/i18n/messages/en-gb/cruise.ts missing')
    const variantOnly = { 'en-us': files['en-us'] ?? [], 'en-gb': [...(files['en-gb'] ?? []), 'cruise.ts'] }
    expect(() => generatedMessageModules(variantOnly)).toThrow('app/i18n/messages/en-gb/cruise.ts has no en-us namespace')
  })
})
