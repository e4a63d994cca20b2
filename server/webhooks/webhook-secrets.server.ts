// An endpoint's signing secret at rest (docs/decisions/135). Signing with HMAC needs the secret
// itself, so it cannot be kept as a hash as API keys are; it is kept encrypted (AES-256-GCM) under a
// key derived from AUTH_SECRET, which lives only in the environment (or DATA_DIR for the embedded
// default), never in the database. The secret is shown to the partner once, at creation.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { config } from '../config/env'

export const webhookSecretPrefix = 'whsec_'

export function newWebhookSecret() {
  return `${webhookSecretPrefix}${randomBytes(32).toString('base64url')}`
}

function keyOf(authSecret: string) {
  return Buffer.from(hkdfSync('sha256', authSecret, 'rewards-travel', 'webhook-signing-secrets', 32))
}

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function encryptWebhookSecret(secret: string, authSecret = config().AUTH_SECRET) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(authSecret), iv)
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), encrypted].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.')
}

export function decryptWebhookSecret(stored: string, authSecret = config().AUTH_SECRET) {
  const [version, iv, tag, encrypted] = stored.split('.')
  if (version !== 'v1' || !iv || !tag || !encrypted) throw new Error('a webhook secret in an unknown format')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(authSecret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8')
}
