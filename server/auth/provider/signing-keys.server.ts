// The provider's ID-token signing key: an ES256 key pair generated once and kept in DATA_DIR, so
// tokens stay verifiable across restarts. Only the public half is ever published (JWKS).
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'

export const signingAlgorithm = 'ES256'

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK }

export async function loadSigningKey(file: string): Promise<SigningKey> {
  let privateJwk: JWK
  try {
    privateJwk = JSON.parse(readFileSync(file, 'utf8')) as JWK
  } catch {
    const pair = await generateKeyPair(signingAlgorithm, { extractable: true })
    privateJwk = { ...(await exportJWK(pair.privateKey)), kid: randomUUID(), alg: signingAlgorithm, use: 'sig' }
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 })
  }
  const { d: _private, ...publicJwk } = privateJwk
  const privateKey = (await importJWK(privateJwk, signingAlgorithm)) as CryptoKey
  return { kid: privateJwk.kid ?? 'default', privateKey, publicJwk }
}
