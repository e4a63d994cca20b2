import { createHash } from 'node:crypto'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pandaRuntimeMaps } from './scripts/panda-runtime-maps.ts'
import { hoistTransitiveImports } from './scripts/hoist-transitive-imports.ts'
import { messageNamespaces } from './scripts/message-namespaces.ts'
import { compactPreloadHelper } from './scripts/preload-helper.ts'

// BASE_PATH is a build-time setting: asset URLs and the router basepath (derived from `base`) are baked into the build.
const basePath = (process.env.BASE_PATH ?? '').replace(/\/+$/, '')

export default defineConfig({
  base: `${basePath}/`,
  server: { port: Number(process.env.PORT ?? 3000) },
  // React 19 has useSyncExternalStore: TanStack Store's selector hook takes the version over React's own instead of
  // the shim for React 16/17, which every page carried in its first load (docs/decisions/088).
  resolve: { tsconfigPaths: true, alias: [{ find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' }] },
  // No preload map in the entry: the dependency lists of ~100 lazy chunks cost 3.5 KB compressed on every
  // first load. The server's HTML preloads a page's own chunks, and the router loads a link's chunks on
  // intent (hover, focus); each chunk names every chunk its imports reach (hoistTransitiveImports below), so
  // those are asked for at once rather than one level at a time (docs/decisions/102).
  build: { sourcemap: false, modulePreload: false },
  // The framework (React, TanStack, seroval) in one chunk: every page loads all of it, and as ~30 small
  // shared chunks it cost each page 7–8 KB more compressed (per-file overhead, imports between them,
  // less context for the compressor); see docs/decisions/072.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Panda's generated modules have no side effects: a module only re-exported by its barrel (`sva` through
          // `styled-system/css`) then goes where it is used, not into the entry with the barrel (docs/decisions/101). A
          // rule, not a function: modules it does not match keep their packages' own `sideEffects`.
          treeshake: { moduleSideEffects: [{ test: /[\\/]styled-system[\\/]/, sideEffects: false }] },
          output: {
            codeSplitting: {
              groups: [
                // The client entry (./app/client.tsx) with it: on its own it was one more file of ~300 bytes on every first load.
                // Only what the entry reaches by static imports (`$initial`): the framework's parts that only lazy chunks use
                // go with those chunks, not into every page's first load (0.4 KB less on each; issue 40).
                { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|seroval|seroval-plugins)[\\/]|app[\\/]client\.tsx$/, tags: ['$initial'] },
                // What every line's checkout shows first (its frame, values, booking, fields, info tips, disclaimers, form rules, saved travellers and
                // texts) in one chunk rather than several: less compressed on each checkout's first load (docs/decisions/076,
                // 083, 088). Only these modules, not what they import (formats, field recipes), which other pages share;
                // the tooltip's recipe only the checkouts (and the dev gallery) use. The payment section and the step
                // progress stay out: they load beside the page.
                { name: 'checkout', test: /(app[\\/](features[\\/](checkout[\\/](checkout-shell|checkout-booking|checkout-values|checkout-fields|checkout-form|saved-travelers|lazy-payment-section)|page-content[\\/](page-info-tip|page-disclaimers))|ui[\\/]info-tip|i18n[\\/](messages[\\/]en-(us|gb)|plain)[\\/]checkout)\.tsx?|styled-system[\\/]recipes[\\/]tooltip\.mjs)$/, includeDependenciesRecursively: false },
                // The checkout's step progress, loaded beside the page: one chunk with its stepper and recipe.
                { name: 'checkout-progress', test: /(app[\\/](features[\\/]checkout[\\/]checkout-progress|ui[\\/]stepper)\.tsx|styled-system[\\/]recipes[\\/]stepper\.mjs)$/, includeDependenciesRecursively: false },
                // A hotel rate's terms (when it is paid, its cancellation policy) with their texts: one chunk for the results card,
                // the hotel page and checkout rather than two small ones, and not the search or reservation pages' texts.
                { name: 'hotel-rates', test: /app[\\/](features[\\/]hotel[\\/](hotel-money|hotel-cancellation-policy)\.ts|i18n[\\/](plain[\\/]hotel-rates\.ts|messages[\\/]en-(us|gb)[\\/]hotel\.ts\?namespace=hotel-rates))$/, includeDependenciesRecursively: false },
                // A fare's rules and cabin names with their texts, as the flight results and checkout share them: one chunk.
                { name: 'air-fares', test: /app[\\/](features[\\/]air[\\/](air-fare-rules|air-cabin-names)\.ts|i18n[\\/](plain[\\/]air-fares\.ts|messages[\\/]en-(us|gb)[\\/]air\.ts\?namespace=air-fares))$/, includeDependenciesRecursively: false },
                // A line's query options with the stubs of the server functions they call, one chunk for each of hotel and air:
                // every page of the line loads both, and the options in a file of their own (one module per line, issue 39) were
                // one more file on each, 0.5 KB more compressed than as part of each page's own chunk.
                { name: 'hotel-queries', test: /(app[\\/]features[\\/]hotel[\\/]hotel\.queries|server[\\/]bff[\\/]functions[\\/]hotel\.functions)\.ts$/, includeDependenciesRecursively: false },
                { name: 'air-queries', test: /(app[\\/]features[\\/]air[\\/]air\.queries|server[\\/]bff[\\/]functions[\\/]air\.functions)\.ts$/, includeDependenciesRecursively: false },
                // What every line's results pages (and the landing pages' search forms) import: one chunk rather than
                // three small ones on each first load. Checkouts and offers import none of it unless they fail
                // (./app/features/lines/offer-unavailable.tsx; docs/decisions/088). Each line's part of the texts with them
                // (`hotel.ts?namespace=lines`, scripts/message-namespaces.ts).
                { name: 'line-pages', test: /app[\\/](i18n[\\/](messages[\\/]en-(us|gb)|plain)[\\/]lines\.ts|i18n[\\/]messages[\\/]en-(us|gb)[\\/][\w-]+\.ts\?namespace=lines|features[\\/](lines[\\/]line-texts|errors[\\/]error-layout)\.tsx?)$/, includeDependenciesRecursively: false },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // Vite's preload helper cut to loading a lazy chunk's stylesheets (docs/decisions/101).
    compactPreloadHelper(),
    tanstackStart({
      srcDirectory: 'app',
      // Loaders split out of the shared main chunk like components: every line's loader (and the query
      // options and server-function stubs it imports) would otherwise weigh on every page's first load
      // (docs/decisions/005). A route's loader and page in one chunk: a page's first load carries both, and as two files
      // each page had one more (issue 40).
      router: { codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] } },
      // Every server function's stub in the browser carries its id: 12 characters of the default
      // SHA-256 (64) are as unique across this app's functions and cost every page about half a KB
      // less (docs/decisions/005); the compiler still renames a clash.
      serverFns: { generateFunctionId: ({ filename, functionName }) => createHash('sha256').update(`${filename}--${functionName}`).digest('base64url').slice(0, 12) },
    }),
    viteReact(),
    // Panda's run-time maps cut to the properties and conditions the source names (docs/decisions/101).
    pandaRuntimeMaps(),
    // A lazy page's chunks asked for at once, not one level of imports at a time (docs/decisions/102).
    hoistTransitiveImports(),
    // A line's message file taken apart by namespace, so a page loads only the namespaces it reads (docs/decisions/170).
    messageNamespaces(),
  ],
})
