// `npm test`: everything, in the order a failure is cheapest to find. Builds first when the build
// is not current (type check needs the generated route tree; server and e2e tests serve the build).
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts'

// How long each step took, printed at the end (also after a failure): CI keeps only the log's tail.
const timings: string[] = []
const report = () => console.log(`\nnpm test steps:\n${timings.join('\n')}`)

function run(title: string, command: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`  ${Math.round((performance.now() - started) / 1000)} s  ${title}${result.status === 0 ? '' : ' (failed)'}`)
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`)
    report()
    process.exit(result.status ?? 1)
  }
}

if (!buildIsCurrent()) {
  run('build', 'npm', ['run', 'build'])
  writeBuildStamp()
}
run('type check', 'npx', ['tsc', '--noEmit'])
run('lint', 'npx', ['eslint', '.'])
run('import rules', 'npm', ['run', '--silent', 'lint:deps'])
// An export nothing imports fails the run (knip.json): dead code is deleted; a `@public` tag with its reason
// keeps one the spec names or that is loaded in a way the check cannot follow.
run('unused exports', 'npm', ['run', '--silent', 'lint:unused'])
// Code written again fails the run beyond the clones main has today (a ratchet that only goes down, issue 39).
run('repetition', 'npm', ['run', '--silent', 'lint:repetition'])
// Every page's first-load JavaScript within the 170 KB budget: `npm run bench`'s bytes alone, read from the build and the
// server's HTML (a member's My Trips once grew 50 KB unseen). What a phone downloads before any interaction depends on a
// browser's timing: `BENCH_ONLY=bytes npm run bench` measures it, not this gate.
run('first-load JavaScript within the budget', 'npm', ['run', '--silent', 'bench'], { BENCH_ONLY: 'bytes', BENCH_PHONE: 'off' })
run('unit and contract tests', 'npx', ['vitest', 'run'])
// The integrators' example: the client package searches, books and cancels a hotel on the built server.
run('integrator example against the built server', 'npm', ['run', 'test:example'])
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test'], {
  E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')),
})
report()
