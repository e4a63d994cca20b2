// A line's message file holds its part of several namespaces (app/i18n/messages/en-us/dining.ts: `dining`,
// `diningBooking`, `diningTrip`, and its entries of `lines`, `shell`, `titles`, …; app/i18n/generate-messages.ts). Rolldown
// puts a module in one chunk, with every export any page takes from it, so the lines' own texts would join the shell's
// in every page's first load. Here each generated namespace module (app/i18n/plain/<namespace>.ts) imports another
// file's part as a module of its own, `dining.ts?namespace=lines`, of which the bundler keeps that export alone: a page
// loads only the namespaces it reads, as when each file held one (decisions 058, 170). A namespace's own file
// (plain/dining.ts → en-us/dining.ts) is imported as it is.
import type { Plugin } from 'vite'

const plainModule = /[\\/]app[\\/]i18n[\\/]plain[\\/]([\w-]+)\.ts$/
const messageFile = /[\\/]app[\\/]i18n[\\/]messages[\\/][a-z]{2}-[a-z]{2}[\\/]([\w-]+)\.ts$/

/** The id under which the plain module `importer` imports the file `id`: with `?namespace=` when it is another namespace's file. */
export function messagePartId(id: string, importer: string): string {
  const namespace = plainModule.exec(importer)?.[1]
  const file = messageFile.exec(id)?.[1]
  return namespace === undefined || file === undefined || file === namespace ? id : `${id}?namespace=${namespace}`
}

export function messageNamespaces(): Plugin {
  return {
    name: 'message-namespaces',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Before Vite's resolver, which would answer with the file itself.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !plainModule.test(importer)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return null
      const id = messagePartId(resolved.id, importer)
      return id === resolved.id ? null : { ...resolved, id }
    },
  }
}
