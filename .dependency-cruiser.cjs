// The import graph's rules (issue 20, docs/decisions/063-one-shape-per-line.md): run by `npm run lint:deps`
// in `npm test` right after eslint. Every rule is an error; violations that predate a rule are listed in
// .dependency-cruiser-known-violations.json (`npm run lint:deps:baseline` rewrites it) and only new ones fail.
const lines = ['hotel', 'air', 'car', 'dining', 'activity']

/** The line folders under app/features, other than the one named. */
const otherLines = (line) => `^app/features/(${lines.filter((other) => other !== line).join('|')})/`

module.exports = {
  forbidden: [
    {
      name: 'simulator-not-to-server-or-app',
      comment: 'The simulator is an upstream of its own: it depends on contracts/ and itself only (docs/decisions/064).',
      severity: 'error',
      from: { path: '^simulator/' },
      to: { path: '^(server|app)/' },
    },
    {
      name: 'no-circular-between-bff-upstream-simulator',
      comment: 'server/bff, server/upstream and simulator/ call one another in one direction only: bff → upstream → (HTTP) simulator.',
      severity: 'error',
      from: { path: '^(server/bff|server/upstream|simulator)/' },
      to: { circular: true, viaOnly: { path: '^(server/bff|server/upstream|simulator)/' } },
    },
    {
      name: 'upstream-not-to-bff',
      comment: 'The upstream client knows nothing of the BFF that uses it.',
      severity: 'error',
      from: { path: '^server/upstream/' },
      to: { path: '^server/bff/' },
    },
    {
      name: 'server-not-to-app',
      comment: 'Server code (server/, simulator/, contracts/) never imports the app: what both need lives in contracts/ or server/.',
      severity: 'error',
      from: { path: '^(server|simulator|contracts)/' },
      to: { path: '^app/' },
    },
    {
      name: 'contracts-stand-alone',
      comment: 'Contracts are the shared language: they import no server, simulator or app code.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: '^(server|simulator|app)/' },
    },
    ...lines.map((line) => ({
      name: `line-${line}-not-to-other-lines`,
      comment: `A line's feature folder does not import another line's: share through app/features/<capability>/ or compose in routes.`,
      severity: 'error',
      from: { path: `^app/features/${line}/` },
      to: { path: otherLines(line) },
    })),
    {
      name: 'shared-features-not-to-lines',
      comment: 'Shared capabilities (lines/, search/, checkout/, reservations/, trips/, home/, …) do not import a line: each line registers itself in app/line-registry.ts.',
      severity: 'error',
      from: { path: '^app/features/', pathNot: `^app/features/(${lines.join('|')})/` },
      to: { path: `^app/features/(${lines.join('|')})/` },
    },
    {
      name: 'thin-routes',
      comment: 'A route file holds route options and imports; components and logic live in app/features/ (route-private bits in a -components/ folder).',
      severity: 'error',
      from: { path: '^app/routes/', pathNot: '/-components/' },
      // The developer gallery's page is the design system's own showcase.
      to: { path: '^(app/ui|styled-system)/', pathNot: '^app/ui/gallery/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'routes-not-imported',
      comment: 'Nothing but the generated route tree imports a route file.',
      severity: 'error',
      from: { path: '^app/', pathNot: '^app/(routeTree\\.gen\\.ts|routes/)' },
      to: { path: '^app/routes/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
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
