// The OpenAPI document (served at /api/openapi.json) names the parts every line shares once, under
// components/schemas, and points at them; a part that requests and answers read differently (defaults,
// extra properties) has an `<name>Input` twin for requests.
import { describe, expect, it } from 'vitest'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { openApiDocument } from '@server/bff/openapi.server'

type Schema = { $ref?: string; properties?: Record<string, Schema>; required?: string[]; anyOf?: Schema[] }

const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>; components: { schemas: Record<string, Schema> } }
const schemas = document.components.schemas

/** The component a `$ref` names, followed once. */
function resolve(schema: Schema | undefined): Schema {
  const name = schema?.$ref?.replace('#/components/schemas/', '')
  return (name ? schemas[name] : schema) ?? {}
}
const refsOf = (schema: Schema | undefined) => JSON.stringify(schema ?? {}).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? []

describe('the OpenAPI document', () => {
  it('holds the shared parts once, as named components', () => {
    for (const name of ['Money', 'Traveler', 'TravelerInput', 'Contact', 'CardInput', 'PaymentChoice', 'TripProtectionChoice', 'PointsOffer', 'EarnOffer', 'TripProtectionOffer', 'PaymentPlan', 'Installments', 'ChargedCard', 'CancellationPolicy', 'Cancellation', 'CancellationQuote', 'OrderResponse']) {
      expect(schemas[name], name).toBeDefined()
    }
    expect(JSON.stringify(document)).not.toContain('~input')
  })

  it.each(reservationTypes)('points the %s booking, quote and reservation at them', (line) => {
    const book = resolve(document.paths[`/api/lxp/${line}/book`]?.post?.requestBody?.content['application/json']?.schema)
    expect(refsOf(book.properties?.payment)).toEqual(['#/components/schemas/PaymentChoice'])
    expect(refsOf(book.properties?.tripProtection)).toEqual(['#/components/schemas/TripProtectionChoice'])
    expect(refsOf(book.properties?.[line === 'air' ? 'contact' : 'traveler'])).toEqual([`#/components/schemas/${line === 'air' ? 'ContactInput' : 'TravelerInput'}`])
    expect(resolve(document.paths[`/api/lxp/${line}/book`]?.post?.responses['201']?.content?.['application/json']?.schema)).toBe(schemas.OrderResponse)

    const quote = resolve(document.paths[`/api/lxp/${line}/checkout/quote`]?.post?.responses['200']?.content?.['application/json']?.schema)
    expect(refsOf(quote.properties?.points)).toEqual(['#/components/schemas/PointsOffer'])
    expect(refsOf(quote.properties?.tripProtection)).toEqual(['#/components/schemas/TripProtectionOffer'])

    const reservation = resolve(document.paths[`/api/lxp/reservations/${line}/{reservationId}`]?.get?.responses['200']?.content?.['application/json']?.schema)
    expect(refsOf(reservation.properties?.cancellation)).toEqual(['#/components/schemas/Cancellation'])
    expect(refsOf(reservation.properties?.payment?.properties?.card)).toEqual(['#/components/schemas/ChargedCard'])
  })

  it('gives requests the input reading of a part that answers also carry', () => {
    const requestBody = document.paths['/api/lxp/car/checkout/quote']?.post?.requestBody?.content['application/json']?.schema
    expect(requestBody?.$ref).toBe('#/components/schemas/CarSelectionInput')
    expect(schemas.CarSelectionInput?.required).not.toContain('pickUpTime')
    expect(schemas.CarSelection?.required).toContain('pickUpTime')
  })
})
