// The last step of `npm run build`: `npm pack` of packages/client (its `prepack` builds dist/ with its
// declarations) into dist/client-package/rewards-travel-client.tgz, which the server serves at
// /api/client/rewards-travel-client.tgz (server/integrators/client-package.server.ts), so a partner
// installs the client with plain `npm install <that address>`, no clone and no registry of ours.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const destination = path.join(root, 'dist/client-package')

rmSync(destination, { recursive: true, force: true })
mkdirSync(destination, { recursive: true })
execFileSync('npm', ['pack', '--silent', '--pack-destination', destination], { cwd: path.join(root, 'packages/client'), stdio: ['ignore', 'ignore', 'inherit'] })
const [packed] = readdirSync(destination).filter((name) => name.endsWith('.tgz'))
if (!packed) throw new Error('npm pack wrote no tarball')
// One address whatever the version: the guide's `npm install` line never changes.
renameSync(path.join(destination, packed), path.join(destination, 'rewards-travel-client.tgz'))
console.log(`packed the client into ${path.relative(root, destination)}/rewards-travel-client.tgz`)
