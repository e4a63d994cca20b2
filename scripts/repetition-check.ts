// The repetition ratchet (issue 39): jscpd counts the places where six or more lines of source are written again,
// outside generated files. `npm test` fails when the count differs from CLONES_ALLOWED: above it, a change wrote
// code again (the clones are listed: make one piece serve both); below it, a change removed some and lowers
// the number here in the same commit, so the next change cannot spend what this one saved.
import { createRequire } from 'node:module'
import type * as Jscpd from 'jscpd'

// jscpd's ES build imports `colors/safe` without an extension, which Node's ESM loader refuses: load its CommonJS build.
const { detectClones } = createRequire(import.meta.url)('jscpd') as typeof Jscpd

/** The clones on main today. Lower it when you remove some; never raise it. */
const CLONES_ALLOWED = 21

const clones = await detectClones({
  path: ['app', 'server', 'simulator', 'contracts', 'tests', 'scripts', 'examples', 'bench', 'packages'],
  format: ['typescript', 'tsx', 'javascript'],
  // Generated: the route tree, the pages' server functions, the plain translators and the message catalogue
  // (`npm run generate`) and Panda's styled-system.
  ignore: ['**/routeTree.gen.ts', 'server/bff/functions/*.functions.ts', 'app/i18n/plain/*.ts', 'app/i18n/catalogue.ts', '**/styled-system/**', '**/node_modules/**', '**/dist/**'],
  minLines: 6,
  mode: 'mild',
  gitignore: true,
  silent: true,
  reporters: [],
})

const where = (clone: (typeof clones)[number]) =>
  `${clone.duplicationA.sourceId}:${clone.duplicationA.start.line}-${clone.duplicationA.end.line} ~ ${clone.duplicationB.sourceId}:${clone.duplicationB.start.line}-${clone.duplicationB.end.line}`

if (clones.length > CLONES_ALLOWED) {
  console.error(`${clones.length} clones of six or more lines, ${CLONES_ALLOWED} allowed (scripts/repetition-check.ts). Every clone:`)
  for (const clone of clones) console.error(`  ${where(clone)}`)
  process.exit(1)
}
if (clones.length < CLONES_ALLOWED) {
  console.error(`${clones.length} clones of six or more lines: set CLONES_ALLOWED to ${clones.length} in scripts/repetition-check.ts (it only goes down).`)
  process.exit(1)
}
console.log(`${clones.length} clones of six or more lines, as allowed.`)
