// Member passwords: scrypt with a per-password salt; only the hash is ever stored.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keyLength: number) => Promise<Buffer>
const keyLength = 32

export async function hashPassword(password: string) {
  const salt = randomBytes(16)
  const key = await scrypt(password.normalize('NFKC'), salt, keyLength)
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string) {
  const [scheme, salt, expected] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !expected) return false
  const key = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), keyLength)
  const expectedKey = Buffer.from(expected, 'base64url')
  return expectedKey.length === key.length && timingSafeEqual(key, expectedKey)
}

/** A hash to compare against when the username is unknown, so timing does not reveal which usernames exist. */
let decoy: Promise<string> | undefined
export function decoyHash() {
  decoy ??= hashPassword(randomBytes(12).toString('base64url'))
  return decoy
}
