// Which answers carry a member's or a guest's own data, so that no browser or shared cache keeps them
// (issue 35, docs/decisions/110): the anonymous page cache stores none of them either, since it keeps
// only answers that do not say `private` or `no-store`.
import { apiKeyHeader } from '../integrators/integrator-access.server'

export const privateCacheControl = 'private, no-store'

/** Headers that make a request someone's: a cookie (a session, a guest's bookings, a draft), an access token or an API key. */
const credentialHeaders = ['cookie', 'authorization', apiKeyHeader]

/**
 * Pages and routes about one traveller whoever asks: My Trips, the profile, reservations (and Find my
 * booking), checkouts, confirmations, a flight's exchange, the customer and calendar routes of the API,
 * and the pages' server-function calls.
 */
const personalPath = /(?:^|\/)(?:my-trips|my-profile|reservations|checkout|confirmation|exchange|customer|calendar|_serverFn)(?:\/|$)/

const safeMethods = new Set(['GET', 'HEAD'])

/** Whether an answer is private; one its route declared `public` (a picture, a flag, the API document) is shared whoever asks for it. */
export function isPrivateAnswer(request: Request, response: Response) {
  if (/\bpublic\b/i.test(response.headers.get('cache-control') ?? '')) return false
  return (
    credentialHeaders.some((name) => request.headers.has(name)) ||
    !safeMethods.has(request.method) ||
    response.headers.has('set-cookie') ||
    personalPath.test(new URL(request.url).pathname)
  )
}
