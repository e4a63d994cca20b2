// The import graph's rules (issue 20, docs/decisions/063-one-shape-per-line.md): run by `npm run lint:deps`
// in `npm test` right after eslint. Every rule is an error, with no baseline of known violations.
const { readFileSync } = require('node:fs')

/** The lines: the products of `apiTypeOfLine` (contracts/site/lines-of-business.ts), the reservation types, so a new line is covered at once. */
const lines = [...new Set([...readFileSync(require.resolve('./contracts/site/lines-of-business.ts'), 'utf8').match(/apiTypeOfLine = \{([^}]+)\}/)[1].matchAll(/: '(\w+)'/g)].map((match) => match[1]))]

/** The line folders under `root` (app/features, simulator), other than the one named. */
const otherLines = (line, root = 'app/features') => `^${root}/(${lines.filter((other) => other !== line).join('|')})/`

/** Every rule is an error: imports `from` may not reach `to`. */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to })

module.exports = {
  forbidden: [
    forbid('simulator-not-to-server-or-app', 'The simulator is an upstream of its own: it depends on contracts/ and itself only (docs/decisions/064).', { path: '^simulator/' }, { path: '^(server|app)/' }),
    forbid('no-circular-between-bff-upstream-simulator', 'server/bff, server/upstream and simulator/ call one another in one direction only: bff → upstream → (HTTP) simulator.', { path: '^(server/bff|server/upstream|simulator)/' }, { circular: true, viaOnly: { path: '^(server/bff|server/upstream|simulator)/' } }),
    forbid('upstream-not-to-bff', 'The upstream client knows nothing of the BFF that uses it.', { path: '^server/upstream/' }, { path: '^server/bff/' }),
    forbid('server-not-to-app', 'Server code (server/, simulator/, contracts/) never imports the app: what both need lives in contracts/ or server/.', { path: '^(server|simulator|contracts)/' }, { path: '^app/' }),
    // Issue 36: the demo sign-in page bundled the provider's demo members for the browser; it now reads them from its loader.
    forbid('features-not-to-auth-provider', "The embedded sign-in provider's modules are the server's: a page shows what a server function answers, so none reaches a client bundle.", { path: '^app/features/' }, { path: '^server/auth/provider/' }),
    forbid('contracts-stand-alone', 'Contracts are the shared language: they import no server, simulator or app code.', { path: '^contracts/' }, { path: '^(server|simulator|app)/' }),
    ...lines.map((line) =>
      forbid(`line-${line}-not-to-other-lines`, `A line's feature folder does not import another line's: share through app/features/<capability>/ or compose in routes.`, { path: `^app/features/${line}/` }, { path: otherLines(line) }),
    ),
    ...lines.map((line) =>
      forbid(`simulator-${line}-not-to-other-lines`, `A simulator line does not import another line's: what several lines need lives in simulator/shared/, simulator/db/ or another shared folder.`, { path: `^simulator/${line}/` }, { path: otherLines(line, 'simulator') }),
    ),
    forbid('shared-features-not-to-lines', 'Shared capabilities (lines/, search/, checkout/, reservations/, trips/, home/, …) do not import a line: each line registers itself in its own folder (<product>.line.ts, <product>.analytics.ts), gathered by a glob (app/line-registrations.ts, decision 169).', { path: '^app/features/', pathNot: `^app/features/(${lines.join('|')})/` }, { path: `^app/features/(${lines.join('|')})/` }),
    // What was app/features/shell/ is one folder per concern: site-config/, page-content/, site-frame/, loading/,
    // focus-and-announcements/, hash-dialogs/, locale-switch/, debug-tools/. Pages use the first ones; the frame is the root's.
    forbid('site-frame-from-root-only', "The site frame (header, footer, menus, early submits) is the root route's: a page reaches what it needs through site-config/, page-content/, loading/ or focus-and-announcements/.", { path: '^app/', pathNot: '^app/(routes/__root\\.tsx|features/site-frame/)' }, { path: '^app/features/site-frame/' }),
    forbid('debug-tools-from-frame-only', 'The hidden debug dialog and the tester app switcher load from the frame, behind Shift+6, never with a page.', { path: '^app/', pathNot: '^app/features/(site-frame|debug-tools)/' }, { path: '^app/features/debug-tools/' }),
    // The developer gallery's page is the design system's own showcase.
    forbid('thin-routes', 'A route file holds route options and imports; components and logic live in app/features/ (route-private bits in a -components/ folder).', { path: '^app/routes/', pathNot: '/-components/' }, { path: '^(app/ui|styled-system)/', pathNot: '^app/ui/gallery/', dependencyTypesNot: ['type-only'] }),
    // The generated route tree declares the router's type from ./router.tsx, which imports the tree: the one circle by design.
    forbid('no-circular-in-app', 'No import circles in app/: what a module and the part it loads later share lives in a third module (…-parts).', { path: '^app/', pathNot: '^app/(routeTree\\.gen\\.ts|router\\.tsx)$' }, { circular: true, viaOnly: { path: '^app/', pathNot: '^app/(routeTree\\.gen\\.ts|router\\.tsx)$' } }),
    forbid('routes-not-imported', 'Nothing but the generated route tree imports a route file.', { path: '^app/', pathNot: '^app/(routeTree\\.gen\\.ts|routes/)' }, { path: '^app/routes/' }),
    // A types-only package (geojson: @types/geojson, which comes with maplibre-gl) has no module to resolve.
    forbid('not-to-unresolvable', 'An import that resolves to nothing is a typo or a missing package.', {}, { couldNotResolve: true, pathNot: '^geojson$' }),
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^node_modules', '^dist/', '^styled-system/', '^\\.data/', '^test-results/', '^playwright-report/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    // Vite's query suffixes (`styles.css?url`) are not part of the path.
    moduleSystems: ['es6', 'cjs'],
    skipAnalysisNotInRules: true,
  },
}
