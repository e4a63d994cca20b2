// GET /api/flags/stream (issue 7): Server-Sent Events announcing feature-flag changes, described for
// the OpenAPI document. Served by its own route (app/routes/api/flags/stream.ts): a stream that stays
// open is no ts-rest handler's answer, so the BFF router does not implement it.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ApiErrorsSchema } from '../api/api-error'

const c = initContract()

export const flagsStreamContract = c.router(
  {
    stream: {
      method: 'GET',
      path: '/stream',
      summary: 'Hear feature-flag changes as Server-Sent Events',
      description:
        'An `EventSource` stream that stays open. It starts with `retry: 3000`, sends a `: keep-alive` comment every 25 s, and an event `flags-changed` whose data is JSON `{"flags": ["<flag key>", …]}` whenever a stored flag changes. It carries no values: a value depends on who asks, so a page fetches its flags again for its own identity. Each server process announces the changes it writes at once and other processes’ within 15 s. One client address holds at most 10 open streams (beyond, 429) and a process 1,000 (beyond, 503), both with Retry-After.',
      responses: {
        200: c.otherResponse({
          contentType: 'text/event-stream',
          body: z.string().meta({ example: 'event: flags-changed\ndata: {"flags":["uber-marketing-banner"]}\n\n' }),
        }),
        429: ApiErrorsSchema,
        503: ApiErrorsSchema,
      },
    },
  },
  { pathPrefix: '/api/flags', strictStatusCodes: true },
)
