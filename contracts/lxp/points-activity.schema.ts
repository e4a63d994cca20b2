// A member's points activity (issue 42 item 9; GET /customer/points/activity): every change to the balance, newest
// first, each with the booking it came from, and the points still to come from trips not yet over. The entries add up:
// `openingBalance` plus every entry's `points` is `balance`, and each entry states the balance it left.
import { z } from 'zod'
import { ProductTypeSchema } from '../domain/travel'
import { ReservationStatusSchema } from './shared/reservation.schema'
import { pageShape, pagingQueryShape } from './shared/search.schema'

export const pointsEntryKinds = ['EARNED', 'REDEEMED', 'REFUNDED', 'ADJUSTED'] as const
export const PointsEntryKindSchema = z.enum(pointsEntryKinds)
export type PointsEntryKind = z.infer<typeof PointsEntryKindSchema>

/** The booking points came from or went to, as My Trips names it. */
export const PointsBookingSchema = z
  .object({
    reservationId: z.string(),
    orderId: z.string().describe('The confirmation number the traveller was given'),
    type: ProductTypeSchema,
    status: ReservationStatusSchema,
    title: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
  })
  .meta({ id: 'PointsBooking' })

export const PointsEntrySchema = z
  .object({
    entryId: z.string(),
    kind: PointsEntryKindSchema.describe('EARNED once a trip is over, REDEEMED to pay for a booking or a change, REFUNDED by a cancellation or a change that costs less, ADJUSTED by the programme'),
    points: z.int().describe('Added (positive) or taken (negative)'),
    balance: z.int().min(0).describe('The balance this change left'),
    at: z.iso.datetime(),
    booking: PointsBookingSchema.optional().describe('Absent for an adjustment'),
  })
  .meta({ id: 'PointsEntry' })
export type PointsEntry = z.infer<typeof PointsEntrySchema>

export const PendingPointsSchema = z
  .object({
    points: z.int().min(1),
    postsAfter: z.iso.date().describe('The trip’s last day: the points are added once it is over'),
    booking: PointsBookingSchema,
  })
  .meta({ id: 'PendingPoints' })
export type PendingPoints = z.infer<typeof PendingPointsSchema>

export const PointsActivityQuerySchema = z.object({ ...pagingQueryShape })
export type PointsActivityQuery = z.infer<typeof PointsActivityQuerySchema>

export const PointsActivitySchema = z
  .object({
    balance: z.int().min(0).describe('The points the member has now'),
    openingBalance: z.int().describe('The balance before the first entry: `openingBalance` plus every entry’s `points` is `balance`'),
    pending: z.array(PendingPointsSchema).describe('Points confirmed bookings will earn once their trips are over, soonest first'),
    ...pageShape(PointsEntrySchema),
  })
  .meta({ id: 'PointsActivity' })
export type PointsActivity = z.infer<typeof PointsActivitySchema>
