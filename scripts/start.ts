// `npm start`: build when no current build exists, then serve it.
import { spawnSync } from 'node:child_process'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.ts'

if (!buildIsCurrent()) {
  console.log('No current build: building (about a minute)…')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  writeBuildStamp()
}
await import('../server/serve.ts')
