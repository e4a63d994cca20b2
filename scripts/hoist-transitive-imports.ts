// Rollup's `hoistTransitiveImports` for Rolldown, which has not implemented it: each client chunk also names, as
// bare imports, the chunks its own imports import, all the way down. Without it the browser finds a lazily loaded
// page's chunks one level at a time, each level a round trip (a tour's confirmation: the route, the page, the
// reservation parts, their facts; docs/decisions/102). With it the first chunk names them all, so they are asked
// for at once. The added imports go after the chunk's own code: a module's imports are evaluated in the order
// they are written, and these are already imported by the ones before them, so nothing runs in another order.
import path from 'node:path'
import type { Plugin } from 'vite'

/** The chunks `fileName` reaches through static imports and does not import itself, in a stable order. */
export function transitiveImports(fileName: string, importsOf: (fileName: string) => readonly string[]): string[] {
  const direct = new Set(importsOf(fileName))
  const reached = new Set<string>()
  const visit = (file: string) => {
    for (const next of importsOf(file)) {
      if (reached.has(next)) continue
      reached.add(next)
      visit(next)
    }
  }
  visit(fileName)
  return [...reached].filter((file) => file !== fileName && !direct.has(file))
}

/** `import"./x.js";` for each chunk, relative to the chunk that names it. */
export function bareImports(fileName: string, files: readonly string[]): string {
  const directory = path.posix.dirname(fileName)
  return files
    .map((file) => {
      const relative = path.posix.relative(directory, file)
      return `import"${relative.startsWith('.') ? relative : `./${relative}`}";`
    })
    .join('')
}

export function hoistTransitiveImports(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    renderChunk(code, chunk, _options, { chunks }) {
      const hoisted = transitiveImports(chunk.fileName, (file) => chunks[file]?.imports ?? [])
      return hoisted.length > 0 ? `${code}\n${bareImports(chunk.fileName, hoisted)}` : null
    },
  }
}
