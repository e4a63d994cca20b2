// GET /api/messages/errors/{code}/{locale} (§R7, §R8): the reader's message for an error code.
import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { commonErrorResponses } from '../api/api-error'
import { messageLocales } from './error-messages'

const c = initContract()

export const ErrorMessageSchema = z.object({ code: z.string(), locale: z.enum(messageLocales), message: z.string() }).meta({ id: 'ErrorMessage' })

export const messagesContract = c.router(
  {
    errorMessage: {
      method: 'GET',
      path: '/errors/:code/:locale',
      summary: 'The message for an error code in a locale',
      description: 'For an error that reached a page untranslated. Unknown codes answer 404 MESSAGE_NOT_FOUND; locales are en-US and en-GB.',
      pathParams: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an error code'), locale: z.enum(messageLocales) }),
      responses: { 200: ErrorMessageSchema, ...commonErrorResponses },
    },
  },
  { pathPrefix: '/api/messages', strictStatusCodes: true },
)
