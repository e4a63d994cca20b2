// Writes what only repeats the message folders: a plain translator per namespace (app/i18n/plain/<namespace>.ts,
// its messages without the formatter, ./plain-message.ts) and the catalogue of every namespace in every locale
// (./catalogue.ts). Each `export const name = {…}` of a file of messages/en-us/ (`= variantOf(…)` in another locale
// folder) is that file's part of the namespace named after the export (`checkoutParts` → `checkout-parts`): a shared
// file's one namespace, or a line's file's namespaces of its own and its entries in shared ones (`dining.ts`: `dining`,
// `diningBooking`, `lines`, `shell`, …), so the generated modules, not a person, list the lines. One module per
// namespace keeps a page's first load to the namespaces it reads (decision 058; a line's file is taken apart by
// namespace for the browser, scripts/message-namespaces.ts, decision 170). `npm run generate` rewrites them; a unit
// test fails when they are stale.

export const messagesFolder = 'app/i18n/messages'
export const plainFolder = 'app/i18n/plain'
const catalogueFile = 'app/i18n/catalogue.ts'

const baseFolder = 'en-us'

/** Read through the formatter (`t`, ./intl.ts): their messages use ICU plurals, numbers and dates, so no plain translator. */
export const formattedNamespaces = ['auth', 'common', 'search']

export type GeneratedModule = { file: string; source: string }

/** The message files of each locale folder, by file name, with their source: `{ 'en-us': { 'account.ts': '…', … }, 'en-gb': {…} }`. */
export type MessageFiles = Record<string, Readonly<Record<string, string>>>

/** `checkout-parts` → `checkoutParts`, `en-gb` → `enGb`. */
function camelCaseOf(name: string) {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}

/** `checkout-parts` → `CheckoutParts`. */
function pascalCaseOf(name: string) {
  return camelCaseOf(`-${name}`)
}

/** `checkoutParts` → `checkout-parts`. */
function kebabCaseOf(name: string) {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** `en-gb` → `en-GB`. */
function localeOf(folder: string) {
  return folder.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`)
}

function keyOf(namespace: string) {
  return /^[a-z]\w*$/.test(namespace) ? namespace : `'${namespace}'`
}

/** The namespaces a message file holds a part of: its exports of messages, `export const lines = {` or `= variantOf(`. */
export function namespacePartsOf(source: string) {
  return [...source.matchAll(/^export const (\w+)(?:: [^=]+)? = (?:\{|variantOf\()/gm)].map((match) => kebabCaseOf(match[1] ?? ''))
}

/**
 * A namespace and the files (names without `.ts`) holding its parts, the file named after it first, then the lines' files;
 * `filesIn` those of each locale folder: in another locale than the base, a part without differences may be left out.
 */
type Composition = { namespace: string; files: string[]; filesIn: Record<string, string[]> }

/** Every namespace of the base folder with its parts, after checking that every locale folder has the same files, and no part of its own. */
function compositionsOf(files: MessageFiles): Composition[] {
  const namesIn = (folder: string) =>
    Object.keys(files[folder] ?? {})
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length))
      .sort()
  const partsIn = (folder: string, name: string) => namespacePartsOf(files[folder]?.[`${name}.ts`] ?? '')
  const names = namesIn(baseFolder)
  if (names.length === 0) throw new Error(`${messagesFolder}/${baseFolder}/ has no messages`)
  for (const folder of Object.keys(files).filter((folder) => folder !== baseFolder)) {
    const variants = namesIn(folder)
    const missing = names.filter((name) => !variants.includes(name))
    const extra = variants.filter((name) => !names.includes(name))
    if (missing.length > 0) throw new Error(`Every namespace needs its ${folder} variant: ${missing.map((name) => `${messagesFolder}/${folder}/${name}.ts`).join(', ')} missing`)
    if (extra.length > 0) throw new Error(`${extra.map((name) => `${messagesFolder}/${folder}/${name}.ts`).join(', ')} has no ${baseFolder} namespace`)
    for (const name of names) {
      const [base, variant] = [partsIn(baseFolder, name), partsIn(folder, name)]
      const unmatched = variant.filter((part) => !base.includes(part)).map(camelCaseOf)
      if (unmatched.length > 0) throw new Error(`${messagesFolder}/${folder}/${name}.ts has ${unmatched.join(', ')} of no ${baseFolder} part`)
    }
  }
  const filesOf = new Map<string, string[]>()
  for (const name of names) {
    const parts = partsIn(baseFolder, name)
    if (parts.length === 0) throw new Error(`${messagesFolder}/${baseFolder}/${name}.ts exports no messages`)
    for (const namespace of parts) filesOf.set(namespace, [...(filesOf.get(namespace) ?? []), name])
  }
  const compositions = [...filesOf]
    .map(([namespace, parts]) => {
      const ordered = [...parts.filter((name) => name === namespace), ...parts.filter((name) => name !== namespace)]
      const filesIn = Object.fromEntries(Object.keys(files).map((folder) => [folder, ordered.filter((name) => partsIn(folder, name).includes(namespace))]))
      return { namespace, files: ordered, filesIn }
    })
    .sort((a, b) => a.namespace.localeCompare(b.namespace))
  const unknown = formattedNamespaces.filter((namespace) => !filesOf.has(namespace))
  if (unknown.length > 0) throw new Error(`formattedNamespaces names no namespace of ${messagesFolder}/${baseFolder}/: ${unknown.join(', ')}`)
  return compositions
}

/** The locale folders, the base first, each with the name its import is given and its locale. */
function foldersOf(files: MessageFiles) {
  const folders = [baseFolder, ...Object.keys(files).filter((folder) => folder !== baseFolder).sort()]
  return folders.map((folder) => ({ folder, name: camelCaseOf(folder), locale: localeOf(folder) }))
}

type Folder = ReturnType<typeof foldersOf>[number]

/** What a part is imported as, `prefix` (`enUs`) with the namespace's own file or its only part, `prefix` `Of<File>` (`enUsOfDining`) with a line's. */
function partName(prefix: string, { namespace, files }: Composition, file: string) {
  return file === namespace || files.length === 1 ? prefix : `${prefix}Of${pascalCaseOf(file)}`
}

/** `import { lines as enUsOfDining } from '<path>/en-us/dining'` for each part, by folder, then in the order the parts are composed. */
function importsOf(composition: Composition, folders: readonly Folder[], prefixOf: (folder: Folder) => string, path: string) {
  return folders.flatMap((folder) => (composition.filesIn[folder.folder] ?? []).map((file) => `import { ${camelCaseOf(composition.namespace)} as ${partName(prefixOf(folder), composition, file)} } from '${path}/${folder.folder}/${file}'`))
}

/** The namespace's messages (or a variant's differences) in one locale folder: its one part, or its parts spread into one object. */
function composed(composition: Composition, folder: Folder, prefix: string) {
  const names = (composition.filesIn[folder.folder] ?? []).map((file) => partName(prefix, composition, file))
  if (names.length === 0) return '{}'
  return names.length === 1 ? (names[0] ?? '') : `{ ${names.map((name) => `...${name}`).join(', ')} }`
}

function plainModule(composition: Composition, folders: readonly Folder[]): GeneratedModule {
  const { namespace, files } = composition
  const [base, ...variants] = folders
  if (!base) throw new Error('no locale folder')
  const exported = camelCaseOf(namespace)
  const differences = variants.map((folder) => `'${folder.locale}': ${composed(composition, folder, folder.name)}`).join(', ')
  const others = files.filter((file) => file !== namespace)
  const generated = 'Generated from the message folders by `npm run generate`; do not edit.'
  const where = !files.includes(namespace)
    ? [`// (../messages/${baseFolder}/${files.join(', ')}.ts, its \`${exported}\`). ${generated}`]
    : others.length === 0
      ? [`// (../messages/${baseFolder}/${namespace}.ts). ${generated}`]
      : [`// (../messages/${baseFolder}/${namespace}.ts; each line's part in its own file: ${others.map((file) => `${file}.ts`).join(', ')}).`, `// ${generated}`]
  const source = [
    `// The ${namespace} messages without the message formatter (../plain-message.ts), for the pages their header names`,
    ...where,
    `import { inLocales } from '../messages/messages'`,
    `import { plainTranslator } from '../plain-message'`,
    // The parts in the reverse of the order they are read below: the minifier then writes each locale's as one object.
    ...importsOf(composition, folders, (folder) => folder.name, '../messages').reverse(),
    '',
    `export const ${exported}Text = plainTranslator('${namespace}', inLocales('${base.locale}', ${composed(composition, base, base.name)}, { ${differences} }))`,
    '',
  ].join('\n')
  return { file: `${plainFolder}/${namespace}.ts`, source }
}

function catalogueModule(compositions: readonly Composition[], folders: readonly Folder[]): GeneratedModule {
  const [base, ...variants] = folders
  if (!base) throw new Error('no locale folder')
  const prefixOf = (name: string, namespace: string) => `${name}${pascalCaseOf(namespace)}`
  // By folder, then file, then namespace, as the imports were sorted when each file held one namespace.
  const byFile = [...new Set(compositions.flatMap(({ files }) => files))].sort()
  const imports = [...folders]
    .sort((a, b) => a.folder.localeCompare(b.folder))
    .flatMap((folder) =>
      byFile.flatMap((file) =>
        compositions
          .filter((composition) => composition.filesIn[folder.folder]?.includes(file))
          .map((composition) => `import { ${camelCaseOf(composition.namespace)} as ${partName(prefixOf(folder.name, composition.namespace), composition, file)} } from './messages/${folder.folder}/${file}'`),
      ),
    )
  const entries = (name: string, indent: string) => compositions.map((composition) => `${indent}${keyOf(composition.namespace)}: ${composed(composition, base, prefixOf(name, composition.namespace))},`)
  const variantEntries = (folder: Folder) =>
    compositions.map((composition) => `    ${keyOf(composition.namespace)}: variantOf(${base.name}${/^[a-z]\w*$/.test(composition.namespace) ? `.${composition.namespace}` : `['${composition.namespace}']`}, ${composed(composition, folder, prefixOf(folder.name, composition.namespace))}),`)
  const source = [
    `// Generated from the message folders (${messagesFolder}/<locale>/<file>.ts) by \`npm run generate\`; do not edit.`,
    '// Every message of every locale, by namespace. The modules are small and local, so they are bundled',
    "// rather than fetched; `loadMessages` still reads them through a reader so another source can replace it.",
    "import type { Locale } from './locales'",
    ...imports,
    "import { variantOf } from './messages/messages'",
    '',
    `const ${base.name} = {`,
    ...entries(base.name, '  '),
    '}',
    `type Base = typeof ${base.name}`,
    '',
    'export type Namespace = keyof Base',
    `export const namespaces = Object.keys(${base.name}) as Namespace[]`,
    '',
    '/** A message\'s full key: `namespace:dotted.name`, e.g. `common:banners.site-level-error`. */',
    'export type MessageKey = { [N in Namespace]: `${N}:${Extract<keyof Base[N], string>}` }[Namespace]',
    '',
    'type LocaleCatalogue = { [N in Namespace]: Record<keyof Base[N], string> }',
    '',
    'export const catalogue: Record<Locale, LocaleCatalogue> = {',
    `  '${base.locale}': ${base.name},`,
    ...variants.flatMap((folder) => [`  '${folder.locale}': {`, ...variantEntries(folder), '  },']),
    '}',
    '',
  ].join('\n')
  return { file: catalogueFile, source }
}

/** The plain translators (not for `formattedNamespaces`) and the catalogue, from the files of each locale folder. */
export function generatedMessageModules(files: MessageFiles): { plainTranslators: GeneratedModule[]; catalogue: GeneratedModule } {
  const compositions = compositionsOf(files)
  const folders = foldersOf(files)
  const plainTranslators = compositions.filter(({ namespace }) => !formattedNamespaces.includes(namespace)).map((composition) => plainModule(composition, folders))
  return { plainTranslators, catalogue: catalogueModule(compositions, folders) }
}
