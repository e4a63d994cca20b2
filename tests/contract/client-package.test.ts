// The typed client a partner installs with plain npm from the server (issue 41, guide *Getting started*):
// GET /api/client/rewards-travel-client.tgz answers the tarball `npm run build` packed (scripts/pack-client.ts),
// as a download, and HEAD as GET; a server with none built (development) answers the API's 404. The
// install, compile and booking from a project outside the repository: `npm run test:example`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ApiErrorsSchema } from '@contracts/api/api-error'
import { clientPackageFile, clientPackageResponse } from '@server/integrators/client-package.server'
import { routeMethodsOf } from '~/route-template'

const directory = mkdtempSync(path.join(tmpdir(), 'client-package-'))
afterAll(() => rmSync(directory, { recursive: true, force: true }))

describe('GET /api/client/rewards-travel-client.tgz', () => {
  it('answers the packed client as a gzip download, kept a few minutes', async () => {
    const tarball = path.join(directory, 'rewards-travel-client.tgz')
    writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 0x08, 0x00]))
    const response = await clientPackageResponse(tarball)
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toMatchObject({ 'content-type': 'application/gzip', 'content-disposition': 'attachment; filename="rewards-travel-client.tgz"', 'cache-control': 'public, max-age=300' })
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x1f, 0x8b, 0x08, 0x00])
  })

  it('is the file `npm run build` packs, and takes GET and HEAD', () => {
    expect(clientPackageFile).toBe(path.join('dist', 'client-package', 'rewards-travel-client.tgz'))
    expect(routeMethodsOf('/api/client/rewards-travel-client.tgz')).toEqual(['GET', 'HEAD'])
  })

  it('answers 404 in the error envelope where no client was packed', async () => {
    const response = await clientPackageResponse(path.join(directory, 'none.tgz'))
    expect(response.status).toBe(404)
    expect(ApiErrorsSchema.parse(await response.json()).errors[0]?.code).toBe('HTTP_404')
  })
})
