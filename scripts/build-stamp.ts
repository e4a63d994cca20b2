// A build is current when its stamp matches a hash of the sources, the lockfile and BASE_PATH.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const stampFile = path.resolve('dist/.build-stamp')
const inputs = ['app', 'contracts', 'server', 'simulator', 'public', 'package-lock.json', 'vite.config.ts', 'panda.config.ts', 'tsconfig.json']

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return
  if (statSync(entry).isDirectory()) {
    for (const name of readdirSync(entry).sort()) {
      if (name === 'routeTree.gen.ts') continue
      yield* files(path.join(entry, name))
    }
  } else {
    yield entry
  }
}

export function sourceHash() {
  const hash = createHash('sha256').update(`BASE_PATH=${process.env.BASE_PATH ?? ''}\n`)
  for (const input of inputs) for (const file of files(input)) hash.update(file).update(readFileSync(file))
  return hash.digest('hex')
}

export function buildIsCurrent() {
  if (!existsSync('dist/server/server.js') || !existsSync('dist/serve.js') || !existsSync(stampFile)) return false
  return readFileSync(stampFile, 'utf8').trim() === sourceHash()
}

export function writeBuildStamp() {
  writeFileSync(stampFile, sourceHash())
}
