// Issue 41 item 1, docs/decisions/127: the integrators' client installs and type-checks as a partner
// takes it (packages/client/README.md): built and packed by `npm pack` (its `prepack` script),
// installed with plain `npm install` into a new project outside the repository (only registry
// packages beside the tarball), checked by `tsc --noEmit` with the
// `tsc --init` defaults (module nodenext) and with bundler resolution, and imported by Node.
// It skips only when the npm registry cannot be reached.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../../..')
const node = process.execPath
const tsc = path.join(root, 'node_modules/typescript/bin/tsc')
const workDir = mkdtempSync(path.join(tmpdir(), 'client-package-'))
const project = path.join(workDir, 'partner-app')

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

const unreachable = /ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ECONNRESET|ENETUNREACH/

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

function typeCheck(tsconfig: string) {
  return run(node, [tsc, '--noEmit', '-p', tsconfig], project)
}

const partnerCode = `import { createRewardsTravelClient, newIdempotencyKey, ok, RewardsTravelError } from '@rewards-travel/client'

const client = createRewardsTravelClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'rtk_example' })

export async function firstHotel(): Promise<string | undefined> {
  try {
    const found = await ok(client.lxp.hotel.search({ body: { destination: 'Paris', checkIn: '2027-03-12', checkOut: '2027-03-14', rooms: [{ adults: 2 }] } }))
    return found.items[0]?.id
  } catch (error) {
    if (error instanceof RewardsTravelError) return error.code
    throw error
  }
}

export const key: string = newIdempotencyKey()
`

test('a new project outside the repository installs the packed client and type-checks against it', { timeout: 300_000 }, async ({ skip }) => {
  // `npm pack` builds the package first (its `prepack` script), as a partner with a fresh clone runs it.
  rmSync(path.join(root, 'packages/client/dist'), { recursive: true, force: true })
  const packed = run('npm', ['pack', '--pack-destination', workDir], path.join(root, 'packages/client'))
  expect(packed.status, packed.output).toBe(0)
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'))
  expect(tarball).toBeDefined()

  execFileSync('mkdir', [project])
  writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }))
  const installed = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', path.join(workDir, tarball ?? '')], project)
  if (installed.status !== 0 && unreachable.test(installed.output)) skip('the npm registry cannot be reached')
  expect(installed.status, installed.output).toBe(0)
  expect(existsSync(path.join(project, 'node_modules/@rewards-travel/client/README.md'))).toBe(true)

  // `tsc --init`'s own defaults: module nodenext, strict, verbatimModuleSyntax, exactOptionalPropertyTypes.
  expect(run(node, [tsc, '--init'], project).status).toBe(0)
  writeFileSync(path.join(project, 'index.ts'), partnerCode)
  const nodenext = typeCheck('tsconfig.json')
  expect(nodenext.output).toBe('')
  expect(nodenext.status).toBe(0)

  writeFileSync(path.join(project, 'tsconfig.bundler.json'), JSON.stringify({ extends: './tsconfig.json', compilerOptions: { module: 'preserve', moduleResolution: 'bundler' } }))
  const bundler = typeCheck('tsconfig.bundler.json')
  expect(bundler.output).toBe('')
  expect(bundler.status).toBe(0)

  // A wrong use is still caught, so the types are the contract's and not `any`.
  writeFileSync(path.join(project, 'index.ts'), `${partnerCode}\nexport const wrong: number = client.lxp.hotel.search\n`)
  const wrong = typeCheck('tsconfig.json')
  expect(wrong.output).toContain('TS2322')

  const imported = run(node, ['--input-type=module', '-e', "import('@rewards-travel/client').then((client) => console.log(typeof client.createRewardsTravelClient))"], project)
  expect(imported.output.trim()).toBe('function')
})
