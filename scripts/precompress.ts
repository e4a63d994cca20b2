// After a build: brotli and gzip copies of every compressible client file, served as-is by the
// production server, so no asset is compressed on a request. Small files too: a page's first load has a
// dozen chunks under 1 KB, which brotli halves (docs/decisions/099); a copy no smaller is not written.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const root = path.resolve('dist/client')
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) yield* walk(file)
    else if (compressible.test(name)) yield file
  }
}

let count = 0
for (const file of walk(root)) {
  const content = readFileSync(file)
  const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  const gzip = zlib.gzipSync(content, { level: 9 })
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli)
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip)
  if (brotli.length < content.length || gzip.length < content.length) count += 1
}
console.log(`precompressed ${count} client files`)
