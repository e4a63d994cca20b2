// Rules that wait on work under way elsewhere, run by `npm run lint:deps:pending` (not yet in CI):
// the simulator is cutting its imports of server/ (issue 20, simulator part). At that merge, move these
// rules into .dependency-cruiser.cjs and drop the cycle entry from .dependency-cruiser-known-violations.json.
const main = require('./.dependency-cruiser.cjs')

module.exports = {
  forbidden: [
    {
      name: 'simulator-not-to-server-or-app',
      comment: 'The simulator is an upstream of its own: it depends on contracts/ and itself only (STYLE.md, our layout).',
      severity: 'error',
      from: { path: '^simulator/' },
      to: { path: '^(server|app)/' },
    },
  ],
  options: main.options,
}
