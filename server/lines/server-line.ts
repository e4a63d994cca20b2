// What the server knows of a line beyond its contract, declared in the line's own `server/lines/<line>-line.ts`:
// what its reservation puts in a calendar file, and the ids and requests of its examples in the API reference.
// server-lines.ts lists the lines (decision 171); the calendar and the OpenAPI document read them from there.
import type { CalendarEvent } from '../calendar/icalendar'

/** An operation's request examples: the parameters' examples by name, and the body's fields that replace the generated ones. */
export type OperationExamples = { parameters?: Record<string, unknown>; body?: Record<string, unknown> }

/** One kind of request of an operation whose body takes several (a tour, a transfer). */
export type NamedExample = { summary: string; body: Record<string, unknown> }

/** A line's declaration, `Reservation` the reservation its view route answers. */
export type ServerLine<Reservation = never> = {
  /** What its reservation puts in a calendar (§R2 "add to calendar", server/calendar/calendar.server.ts). */
  calendarEvents: (reservation: Reservation, host: string) => CalendarEvent[]
  /**
   * The ids its answers show in the API reference, over the shared examples (a dining booking answers a `DN-`
   * number); `reservationId` is also the one its reservation routes' request examples name.
   */
  exampleIds: { reservationId: string } & Record<string, string>
  /**
   * Its operations' request examples by operation id, but its reservation routes' (made from `exampleIds`): real
   * ids, places, dates and prices of the sandbox's catalogue, so that each, sent as it is, succeeds on a fresh sandbox.
   */
  requestExamples: Record<string, OperationExamples>
  /** Operations whose body takes more than one kind of request: each kind's example by name, the first the samples'. */
  namedRequestExamples?: Record<string, Record<string, NamedExample>>
}
