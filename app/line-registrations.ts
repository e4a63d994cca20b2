// Every line's registration for the shared screens (the home page's tabs, the landing pages' links), gathered from
// the `<product>.line.ts` module of each line's feature folder (app/features/lines/line-registration.ts says what
// one holds), so adding a line edits no shared list (issue 39). The one place a shared screen reaches into the line
// folders, and by a glob: the rule that shared features never import a line (`shared-features-not-to-lines`,
// .dependency-cruiser.cjs) holds for every static import. A glob is Vite's: only Vite-built code and vitest read this
// module, never an esbuild bundle (scripts/bundle-for-node.ts bundles no app/ module).
import { mapLines, type LineOfBusiness } from '@contracts/site/lines-of-business'
import type { PopularDestination } from '@contracts/lxp/popular-destinations.contract'
import { addressQuery, type LineRegistration } from '~/features/lines/line-registration'
import { linePages } from '~/features/lines/lines'

const registered: Partial<Record<LineOfBusiness, LineRegistration>> = Object.assign(
  {},
  ...Object.values(import.meta.glob<Partial<Record<LineOfBusiness, LineRegistration>>>('./features/*/*.line.ts', { eager: true, import: 'lines' })),
)

function unregistered(line: LineOfBusiness): never {
  throw new Error(`The ${line} line registers nothing: its feature folder's <product>.line.ts exports it in \`lines\`.`)
}

/** Each line's registration, failing at once when a line has none. */
export const lineRegistrations: Record<LineOfBusiness, LineRegistration> = mapLines((line) => registered[line] ?? unregistered(line))

/** A popular destination's results address in the app (BASE_PATH aside): what its landing page links to, and the sitemap lists. */
export function popularDestinationPath(line: LineOfBusiness, search: PopularDestination['search']) {
  return `${linePages[line]}/search-results?${addressQuery(lineRegistrations[line].landing.resultsParams(search))}`
}
