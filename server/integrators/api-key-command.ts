// `npm run api-key -- …`: the operator's command for partner API keys (docs/decisions/069). Keys are
// made here, and on a sandbox by `POST /api/sandbox/api-keys` (decision 146): no published server has an
// endpoint that creates one.
import { parseArgs } from 'node:util'
import { closeDatabase, database } from '../db/db.server'
import { createApiCredential, defaultRateLimits, listPartnerKeys, revokeApiCredential } from './api-credentials.server'

export const apiKeyUsage = `Usage:
  npm run api-key -- create <name> [--limit <requests>/<seconds>]   a new key for a partner (default ${defaultRateLimits['partner-key'].max}/${defaultRateLimits['partner-key'].window})
  npm run api-key -- list                                           the keys, without their secrets
  npm run api-key -- revoke <id>                                    refuse the key from now on
The database is the server's (DATA_DIR or DATABASE_URL). With the embedded database (PGlite) stop the server first;
on a running sandbox (SANDBOX=on), POST /api/sandbox/api-keys {"name": …} makes a key instead (guide *Authentication*).`

/** Runs one command; answers the process's exit code. `print` receives what the operator reads. */
export async function runApiKeyCommand(args: string[], print: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { limit: { type: 'string' } } })
  const [command, argument] = positionals
  try {
    if (command === 'create' && argument) {
      const limit = values.limit ? /^(\d{1,6})\/(\d{1,6})$/.exec(values.limit) : undefined
      if (values.limit && !limit) {
        print('--limit takes <requests>/<seconds>, for example 600/60')
        return 2
      }
      const rateLimit = limit ? { max: Number(limit[1]), window: Number(limit[2]) } : undefined
      const { credential, secret } = await createApiCredential(await database(), { kind: 'partner-key', name: argument, rateLimit })
      print(`Created API key ${credential.id} for "${credential.name}" (${credential.rateLimit.max} requests per ${credential.rateLimit.window} s).`)
      print('Give the partner this key now; it is shown only once and stored only as a hash:')
      print(secret)
      return 0
    }
    if (command === 'list') {
      const keys = await listPartnerKeys(await database())
      if (keys.length === 0) print('No API keys yet.')
      for (const key of keys) {
        const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : 'live'
        print(`${key.id}  ${key.secretStart}…  ${key.name}  ${key.rateLimit.max}/${key.rateLimit.window}s  created ${key.createdAt.toISOString()}  last used ${key.lastUsedAt?.toISOString() ?? 'never'}  ${state}`)
      }
      return 0
    }
    if (command === 'revoke' && argument) {
      const revoked = await revokeApiCredential(await database(), { id: argument, kind: 'partner-key' })
      print(revoked ? `Revoked API key ${argument}.` : `There is no live API key ${argument}.`)
      return revoked ? 0 : 1
    }
    print(apiKeyUsage)
    return 2
  } finally {
    await closeDatabase()
  }
}
