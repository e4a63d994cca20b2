// Decision 175: the server finds each line's declaration by its file's name (`server/lines/<product>-line.ts` exporting
// `<product>ServerLine`); the lines written out here are compared with what the glob found.
import { describe, expect, it } from 'vitest'
import { reservationTypes } from '@contracts/lxp/reservation-types'
import { activityServerLine } from '@server/lines/activity-line'
import { airServerLine } from '@server/lines/air-line'
import { carServerLine } from '@server/lines/car-line'
import { diningServerLine } from '@server/lines/dining-line'
import { hotelServerLine } from '@server/lines/hotel-line'
import { serverLines } from '@server/server-lines'
import { expectedFor } from './written-lines'

describe("the server's lines (decision 175)", () => {
  it("are each product's declaration from its own file, in the lines' table's order", () => {
    const written = { hotel: hotelServerLine, dining: diningServerLine, air: airServerLine, car: carServerLine, activity: activityServerLine }
    expect(Object.keys(serverLines)).toEqual([...reservationTypes])
    expect(serverLines).toEqual(expectedFor(reservationTypes, written, () => expect.objectContaining({ calendarEvents: expect.any(Function), exampleIds: expect.objectContaining({ reservationId: expect.any(String) }) })))
  })

  it('give each line reservation numbers of its own in the examples', () => {
    const prefixes = reservationTypes.map((type) => serverLines[type].exampleIds.reservationId.slice(0, 2))
    expect(new Set(prefixes).size).toBe(reservationTypes.length)
  })
})
