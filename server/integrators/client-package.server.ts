// The typed client as a partner installs it without a clone or a registry: `npm install
// $BASE/api/client/rewards-travel-client.tgz` (guide *Getting started*, packages/client/README.md). The
// tarball is `npm pack` of packages/client, made by `npm run build` (scripts/pack-client.ts) beside the
// build it was packed with, so the client a server serves is the one typed from its own contracts.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathNotFound } from '../http/route-refusals'

/** The file `npm run build` writes, under the server's working directory (as dist/serve.js reads dist/). */
export const clientPackageFile = path.join('dist', 'client-package', 'rewards-travel-client.tgz')

/** The packed client, or 404 where none was built (`npm run dev` builds none). */
export async function clientPackageResponse(file = path.resolve(process.cwd(), clientPackageFile)): Promise<Response> {
  let tarball: Buffer
  try {
    tarball = await readFile(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return pathNotFound()
    throw error
  }
  return new Response(new Uint8Array(tarball), {
    headers: {
      'content-type': 'application/gzip',
      'content-disposition': 'attachment; filename="rewards-travel-client.tgz"',
      // A new build may pack a new client at the same address: kept a few minutes, as the OpenAPI document is.
      'cache-control': 'public, max-age=300',
    },
  })
}
