// The sandbox's own calls under /api/sandbox (docs/mock-upstream.md, guide *Scenarios*): a reset, a
// clock and partner API keys for test writers. Served by server/bff/sandbox.server.ts only on a server started with
// SANDBOX=on; anywhere else every one answers 404. Described here for the OpenAPI document.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema } from '../api/api-error'
import { lxpHeaders } from '../lxp/lxp-headers'

const c = initContract()

const NamespaceHeadersSchema = z.object({
  [lxpHeaders.sandboxNamespace]: z
    .string()
    .max(100)
    .optional()
    .meta({ description: 'The test’s namespace: its scenario counts and clock are its own.', example: 'test-42' }),
})

export const SandboxResetSchema = z
  .object({ reset: z.enum(['everything', 'namespace']), namespace: z.string().optional() })
  .meta({ id: 'SandboxReset', examples: [{ reset: 'everything' }] })

export const SandboxClockSchema = z
  .object({
    now: z.string().meta({ description: 'The instant calls run at.', example: '2026-11-29T06:41:00.000Z' }),
    fixed: z.boolean().meta({ description: 'Whether it was set (`PUT`), rather than the real time.' }),
  })
  .meta({ id: 'SandboxClock', examples: [{ now: '2026-11-29T06:41:00.000Z', fixed: true }] })

export const SetSandboxClockSchema = z
  .object({ now: z.iso.datetime({ offset: true }).meta({ description: 'An instant with its offset, on a real date in the years 2000 to 2099 (else 400 `VALIDATION_ERROR`).', example: '2026-11-29T06:41:00Z' }) })
  .strict()
  .meta({ id: 'SetSandboxClock' })

export const CreateSandboxApiKeySchema = z
  .object({ name: z.string().trim().min(1, 'give the key a name').max(100, 'must be at most 100 characters').meta({ description: 'Who or what the key is for, as the key list shows it.', example: 'Booking sync tests' }) })
  .strict()
  .meta({ id: 'CreateSandboxApiKey' })

export const SandboxApiKeySchema = z
  .object({
    id: z.uuid().meta({ description: 'The key’s id, for `npm run api-key -- revoke <id>`.' }),
    name: z.string(),
    key: z.string().regex(/^rtk_[A-Za-z0-9_-]{43}$/).meta({ description: 'The key itself, sent as `x-api-key`: shown this once, kept only as a hash.' }),
    rateLimit: z.object({ max: z.int(), window: z.int().meta({ description: 'Seconds.' }) }).meta({ description: 'Its limit: `max` calls per `window` seconds.' }),
  })
  .meta({
    id: 'SandboxApiKey',
    examples: [{ id: '0b7e5a52-6f0e-4c8b-9d43-2f1a7c9e5b10', name: 'Booking sync tests', key: 'rtk_S9vOd2m39_zUtTefqzMQb8UMK6xeOSE-2QaQTSPt5XQ', rateLimit: { max: 600, window: 60 } }],
  })

const sandboxOnly = 'Sandbox only (`SANDBOX=on`): on any other server it answers 404.'

export const sandboxContract = c.router(
  {
    reset: {
      method: 'POST',
      path: '/reset',
      summary: 'Reset the sandbox',
      description: `Everything back as it started: no reservations, idempotency keys or saved travellers, every room, car, seat, tour and table free, the demo members’ points restored, scenario counts and the clock reset. With \`${lxpHeaders.sandboxNamespace}\`, only that namespace’s counts and clock. ${sandboxOnly}`,
      headers: NamespaceHeadersSchema,
      body: c.noBody(),
      responses: { 200: SandboxResetSchema, 404: ApiErrorsSchema },
    },
    createApiKey: {
      method: 'POST',
      path: '/api-keys',
      summary: 'Make a partner API key (sandbox)',
      description: `A partner API key (\`x-api-key\`) for a test suite, made while the server runs: what the operator’s \`npm run api-key -- create\` makes, with the default limit. Only from this machine (a loopback address). ${sandboxOnly}`,
      body: CreateSandboxApiKeySchema,
      responses: { 201: SandboxApiKeySchema, 400: ApiErrorsSchema, 404: ApiErrorsSchema },
    },
    clock: {
      method: 'GET',
      path: '/clock',
      summary: 'The sandbox clock',
      description: `The instant the namespace’s calls run at, and whether it was set. ${sandboxOnly}`,
      headers: NamespaceHeadersSchema,
      responses: { 200: SandboxClockSchema, 404: ApiErrorsSchema },
    },
    setClock: {
      method: 'PUT',
      path: '/clock',
      summary: 'Set the sandbox clock',
      description: `Every call of the namespace runs at this instant, standing still, until it is freed or the sandbox reset; a call’s own \`clock:\` scenario wins. ${sandboxOnly}`,
      headers: NamespaceHeadersSchema,
      body: SetSandboxClockSchema,
      responses: { 200: SandboxClockSchema, 400: ApiErrorsSchema, 404: ApiErrorsSchema },
    },
    freeClock: {
      method: 'DELETE',
      path: '/clock',
      summary: 'Free the sandbox clock',
      description: `The namespace’s calls run at the real time again. ${sandboxOnly}`,
      headers: NamespaceHeadersSchema,
      body: c.noBody(),
      responses: { 200: SandboxClockSchema, 404: ApiErrorsSchema },
    },
  },
  { pathPrefix: '/api/sandbox', strictStatusCodes: true },
)
