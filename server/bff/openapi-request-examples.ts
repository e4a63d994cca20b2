// The request examples of the OpenAPI document that no schema can make up: real ids, places, dates and
// prices of the sandbox's catalogue, so that every operation sent with its examples as they are succeeds
// on a freshly started sandbox (tests/contract/openapi-request-examples.test.ts sends them all, issue 41).
// One journey: a three-night stay in New York, a car at LAX, dinner in Paris, a food tour in Rome and a
// flight New York–London, all booked by the same traveller; each line's are in its server/lines/<line>-line.ts. Ids a caller's own calls make (a reservation,
// a saved traveller, a webhook endpoint and its deliveries) cannot be known before those calls: they are
// shown in the exact form the server answers them (the test checks it against the answers), to be
// replaced by your own.
// A path or query parameter set to `undefined` has no example (it is optional, and no made-up value fits).
import { reservationTypes } from '@contracts/lxp/reservation-types'
import type { NamedExample, OperationExamples, ServerLine } from '../lines/server-line'
import { serverLines } from '../server-lines'
import { exampleEmail, reservationParametersOf } from './openapi-example-values'

const endpoint = { endpointId: 'we_Q2x8VvJr1bLm4Zt7Yp0aXw' }

/** The lines' declarations, in the order of the lines. */
const lines: ServerLine[] = reservationTypes.map((type) => serverLines[type])

/** A line's reservation routes: its example reservation, found with the email it was booked with. */
function reservationExamples(type: string, { exampleIds }: ServerLine): Record<string, OperationExamples> {
  const parameters = reservationParametersOf(exampleIds.reservationId)
  return {
    [`lxp.${type}.reservations.view`]: { parameters },
    [`lxp.${type}.reservations.cancelQuote`]: { parameters, body: { email: exampleEmail } },
    [`lxp.${type}.reservations.cancel`]: { parameters, body: { email: exampleEmail } },
  }
}

/** By operation id: the parameters' examples by name, and the body's fields that replace the generated ones. */
export const requestExamples: Record<string, OperationExamples> = {
  'site.getPageContent': { parameters: { page: 'accommodations' } },
  'site.partnerResources.getPartnerResource': { parameters: { resourceId: 'card-travel-benefits-guide' } },
  ...Object.assign({}, ...reservationTypes.map((type) => ({ ...serverLines[type].requestExamples, ...reservationExamples(type, serverLines[type]) }))),
  'lxp.reservations.find': { body: { number: 'OR-7KQ2M9XWPA', email: exampleEmail } },
  'messages.errorMessage': { parameters: { code: 'SOLD_OUT', locale: 'en-US' } },
  'webhooks.deleteEndpoint': { parameters: endpoint },
  'webhooks.listDeliveries': { parameters: endpoint },
  'webhooks.resendDelivery': { parameters: { ...endpoint, deliveryId: 'wd_Hn3kR8sLq2Vx9TzB4mWc1A' } },
  'webhooks.scheduleChange': { body: { reservationId: serverLines.air.exampleIds.reservationId } },
}

/**
 * Operations whose body takes more than one kind of request, by operation id: each kind's example by name
 * (published as the body's `examples`, in place of one `example`), the first the one code samples show.
 */
export const namedRequestExamples: Record<string, Record<string, NamedExample>> = Object.assign({}, ...lines.map((line) => line.namedRequestExamples ?? {}))

/** A body example with the operation's real fields in place of the generated ones (`undefined` drops a field). */
export function withRealFields(generated: unknown, fields: Record<string, unknown> | undefined): unknown {
  if (!fields || !generated || typeof generated !== 'object') return generated
  return Object.fromEntries(Object.entries({ ...generated, ...fields }).filter(([, value]) => value !== undefined))
}
