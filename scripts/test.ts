// `npm test`: everything, in the order a failure is cheapest to find. Builds first when the build
// is not current (type check needs the generated route tree; server and e2e tests serve the build).
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts'

// How long each step took, printed at the end (also after a failure): CI keeps only the log's tail.
const timings: string[] = []
// CI keeps the log's tail, where later steps push these lines out: with TEST_STEPS_FILE they are written there too
// (.ci/run prints that file on its way out).
const report = () => {
  const lines = `npm test steps:\n${timings.join('\n')}\n`
  console.log(`\n${lines}`)
  if (process.env.TEST_STEPS_FILE) appendFileSync(process.env.TEST_STEPS_FILE, lines)
}

function run(title: string, command: string, args: string[], env: Record<string, string> = {}, afterwards?: () => string[]) {
  console.log(`\n▶ ${title}: ${command} ${args.join(' ')}`)
  const started = performance.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  timings.push(`  ${Math.round((performance.now() - started) / 1000)} s  ${title}${result.status === 0 ? '' : ' (failed)'}`)
  timings.push(...(afterwards?.() ?? []))
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
const e2eReport = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-report-')), 'report.json')
run('end-to-end tests in Chromium', 'npx', ['playwright', 'test'], { E2E_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-data-')), E2E_REPORT_FILE: e2eReport }, () =>
  slowestSpecs(e2eReport),
)
report()

type Suite = { file: string; suites?: Suite[]; specs?: { tests: { results: { duration: number; status: string }[] }[] }[] }

/** Where the browser tests' time went: the spec files that took longest (every try's time, summed) and their retries. */
function slowestSpecs(reportFile: string) {
  if (!existsSync(reportFile)) return []
  const perFile = new Map<string, { ms: number; retries: number }>()
  const visit = (suite: Suite) => {
    const entry = perFile.get(suite.file) ?? { ms: 0, retries: 0 }
    for (const { results } of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
      entry.ms += results.reduce((sum, { duration }) => sum + duration, 0)
      entry.retries += Math.max(0, results.length - 1)
    }
    perFile.set(suite.file, entry)
    suite.suites?.forEach(visit)
  }
  try {
    ;(JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: Suite[] }).suites.forEach(visit)
  } catch {
    return ['      (the browser tests\' report could not be read)']
  }
  return [...perFile]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 10)
    .map(([file, { ms, retries }]) => `      ${Math.round(ms / 1000)} s in ${file}${retries ? ` (${retries} retried)` : ''}`)
}
