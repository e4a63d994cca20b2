// Writes what only repeats the message folders: a plain translator per namespace (app/i18n/plain/<namespace>.ts,
// its messages without the formatter, ./plain-message.ts) and the catalogue of every namespace in every locale
// (./catalogue.ts). A namespace is a file of messages/en-us/ (its export named after it, `checkout-parts` →
// `checkoutParts`) with its variant in every other locale folder. One module per namespace keeps a page's first
// load to the namespaces it reads (decision 058). `npm run generate` rewrites them; a unit test fails when they are stale.

export const messagesFolder = 'app/i18n/messages'
export const plainFolder = 'app/i18n/plain'
const catalogueFile = 'app/i18n/catalogue.ts'

const baseFolder = 'en-us'

/** Read through the formatter (`t`, ./intl.ts): their messages use ICU plurals, numbers and dates, so no plain translator. */
export const formattedNamespaces = ['auth', 'common', 'search']

export type GeneratedModule = { file: string; source: string }

/** The message files of each locale folder: `{ 'en-us': ['account.ts', …], 'en-gb': […] }`. */
export type MessageFiles = Record<string, readonly string[]>

/** `checkout-parts` → `checkoutParts`, `en-gb` → `enGb`. */
function camelCaseOf(name: string) {
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
}

/** `en-gb` → `en-GB`. */
function localeOf(folder: string) {
  return folder.replace(/-(\w+)$/, (_, region: string) => `-${region.toUpperCase()}`)
}

function keyOf(namespace: string) {
  return /^[a-z]\w*$/.test(namespace) ? namespace : `'${namespace}'`
}

/** The namespaces of the base folder, sorted, after checking that every locale folder has exactly them. */
function namespacesOf(files: MessageFiles) {
  const namesIn = (folder: string) => (files[folder] ?? []).filter((file) => file.endsWith('.ts')).map((file) => file.slice(0, -'.ts'.length))
  const namespaces = namesIn(baseFolder).sort()
  if (namespaces.length === 0) throw new Error(`${messagesFolder}/${baseFolder}/ has no messages`)
  for (const folder of Object.keys(files).filter((folder) => folder !== baseFolder)) {
    const names = namesIn(folder)
    const missing = namespaces.filter((namespace) => !names.includes(namespace))
    const extra = names.filter((name) => !namespaces.includes(name))
    if (missing.length > 0) throw new Error(`Every namespace needs its ${folder} variant: ${missing.map((name) => `${messagesFolder}/${folder}/${name}.ts`).join(', ')} missing`)
    if (extra.length > 0) throw new Error(`${extra.map((name) => `${messagesFolder}/${folder}/${name}.ts`).join(', ')} has no ${baseFolder} namespace`)
  }
  const unknown = formattedNamespaces.filter((namespace) => !namespaces.includes(namespace))
  if (unknown.length > 0) throw new Error(`formattedNamespaces names no namespace of ${messagesFolder}/${baseFolder}/: ${unknown.join(', ')}`)
  return namespaces
}

/** The locale folders, the base first, each with the name its import is given and its locale. */
function foldersOf(files: MessageFiles) {
  const folders = [baseFolder, ...Object.keys(files).filter((folder) => folder !== baseFolder).sort()]
  return folders.map((folder) => ({ folder, name: camelCaseOf(folder), locale: localeOf(folder) }))
}

function plainModule(namespace: string, folders: ReturnType<typeof foldersOf>): GeneratedModule {
  const exported = camelCaseOf(namespace)
  const imports = [...folders].sort((a, b) => a.folder.localeCompare(b.folder)).map(({ folder, name }) => `import { ${exported} as ${name} } from '../messages/${folder}/${namespace}'`)
  const byLocale = folders.map(({ name, locale }) => `'${locale}': ${name}`).join(', ')
  const source = [
    `// The ${namespace} messages without the message formatter (../plain-message.ts), for the pages their header names`,
    `// (../messages/${baseFolder}/${namespace}.ts). Generated from the message folders by \`npm run generate\`; do not edit.`,
    ...imports,
    `import { plainTranslator } from '../plain-message'`,
    '',
    `export const ${exported}Text = plainTranslator('${namespace}', { ${byLocale} })`,
    '',
  ].join('\n')
  return { file: `${plainFolder}/${namespace}.ts`, source }
}

function catalogueModule(namespaces: readonly string[], folders: ReturnType<typeof foldersOf>): GeneratedModule {
  const [base, ...variants] = folders
  if (!base) throw new Error('no locale folder')
  const importName = (name: string, namespace: string) => `${name}${camelCaseOf(`-${namespace}`)}`
  const imports = [...folders]
    .sort((a, b) => a.folder.localeCompare(b.folder))
    .flatMap(({ folder, name }) => namespaces.map((namespace) => `import { ${camelCaseOf(namespace)} as ${importName(name, namespace)} } from './messages/${folder}/${namespace}'`))
  const entries = (name: string, indent: string) => namespaces.map((namespace) => `${indent}${keyOf(namespace)}: ${importName(name, namespace)},`)
  const source = [
    `// Generated from the message folders (${messagesFolder}/<locale>/<namespace>.ts) by \`npm run generate\`; do not edit.`,
    '// Every message of every locale, by namespace. The modules are small and local, so they are bundled',
    "// rather than fetched; `loadMessages` still reads them through a reader so another source can replace it.",
    "import type { Locale } from './locales'",
    ...imports,
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
    ...variants.flatMap(({ name, locale }) => [`  '${locale}': {`, ...entries(name, '    '), '  },']),
    '}',
    '',
  ].join('\n')
  return { file: catalogueFile, source }
}

/** The plain translators (not for `formattedNamespaces`) and the catalogue, from the files of each locale folder. */
export function generatedMessageModules(files: MessageFiles): { plainTranslators: GeneratedModule[]; catalogue: GeneratedModule } {
  const namespaces = namespacesOf(files)
  const folders = foldersOf(files)
  const plainTranslators = namespaces.filter((namespace) => !formattedNamespaces.includes(namespace)).map((namespace) => plainModule(namespace, folders))
  return { plainTranslators, catalogue: catalogueModule(namespaces, folders) }
}
