// A build step that cuts Panda's run-time maps down to what this app's styles name. `css()` turns a
// style object into class names with two maps generated for every property and condition Panda knows
// (358 properties, 138 conditions; ~2.9 KB brotli in every page's entry). Panda writes CSS only for the
// styles it finds in the source (`include` of panda.config.ts), so a property or condition no source
// names has no CSS to point at: dropping it from the maps changes no class name a page can use
// (docs/decisions/101).
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** Where the names that reach `css()` are written: the app's source (Panda's `include`), and the generated patterns and recipes. */
const sourceFolders = ['app', 'styled-system/patterns', 'styled-system/recipes', 'styled-system/jsx']
const sourceFile = /\.(ts|tsx|mjs)$/
const word = /[A-Za-z_$][\w$]*/g

/** Every identifier-like word of the files under the folders: a superset of the style keys they use. */
export function wordsOf(root: string, folders = sourceFolders) {
  const words = new Set<string>()
  for (const folder of folders) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !sourceFile.test(entry.name)) continue
      for (const found of readFileSync(path.join(entry.parentPath, entry.name), 'utf8').match(word) ?? []) words.add(found)
    }
  }
  return words
}

/**
 * Panda's utilities map, `prop:className/shorthand/…` entries separated by commas (a shorthand of `1`
 * means the class name is one too), kept for the entries whose property, class name or shorthand is a
 * word of the source.
 */
export function usedUtilities(utilities: string, words: ReadonlySet<string>) {
  return utilities
    .split(',')
    .filter((utility) => {
      const [property = '', meta = ''] = utility.split(':')
      return [property, ...meta.split('/')].some((name) => words.has(name))
    })
    .join(',')
}

/** Panda's conditions list (`_hover,_focus,…,sm,md,…`), kept for the conditions the source names. */
export function usedConditions(conditions: string, words: ReadonlySet<string>) {
  return conditions
    .split(',')
    .filter((condition) => words.has(condition))
    .join(',')
}

const maps = [
  { file: /[\\/]styled-system[\\/]css[\\/]css\.mjs$/, constant: 'utilities', keep: usedUtilities },
  { file: /[\\/]styled-system[\\/]css[\\/]conditions\.mjs$/, constant: 'conditionsStr', keep: usedConditions },
]

/** The Vite plugin, for builds only (the dev server keeps Panda's whole maps). */
export function pandaRuntimeMaps(root = process.cwd()): Plugin {
  let words: Set<string> | undefined
  return {
    name: 'panda-runtime-maps',
    apply: 'build',
    transform(code, id) {
      const map = maps.find(({ file }) => file.test(id))
      if (!map) return null
      words ??= wordsOf(root)
      const declaration = new RegExp(`const ${map.constant} = "([^"]*)"`)
      const found = declaration.exec(code)
      if (!found) this.error(`Panda's ${map.constant} map was not found in ${id}: its generated code changed`)
      return { code: code.replace(declaration, `const ${map.constant} = ${JSON.stringify(map.keep(found[1]!, words))}`), map: null }
    },
  }
}
