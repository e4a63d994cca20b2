// After a build: brotli and gzip copies of every compressible client file, served as-is by the
// production server, so no asset is compressed on a request.
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
  if (content.length < 1024) continue
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} client files`)
