// `npm start`, first half: builds when no current build exists; the script then serves dist/serve.js in a
// process of its own, which loads no TypeScript (docs/decisions/103).
import { spawnSync } from 'node:child_process'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts'

if (!buildIsCurrent()) {
  console.log('No current build: building (about a minute)…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeBuildStamp()
}
