// A member's reservations as My Trips lists them (DESIGN.md §4 "customer": GET /customer/reservations).
import { z } from 'zod'
import { ProductTypeSchema, pageSizeLimits } from '../domain/travel'
import { MoneySchema } from './hotel.schema'
export const ReservationStatusSchema = z.enum(['CONFIRMED', 'CANCELLED'])

export const ReservationSummarySchema = z
  .object({
    reservationId: z.string(),
    orderId: z.string(),
    type: ProductTypeSchema,
    status: ReservationStatusSchema,
    title: z.string(),
    location: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    total: MoneySchema,
    pointsUsed: z.int().min(0),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ReservationSummary' })
export type ReservationSummary = z.infer<typeof ReservationSummarySchema>

export const ReservationsQuerySchema = z.object({
  type: ProductTypeSchema.optional(),
  status: ReservationStatusSchema.optional(),
  when: z.enum(['upcoming', 'past']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(pageSizeLimits.min, 'must be between 1 and 50').max(pageSizeLimits.max, 'must be between 1 and 50').default(10),
})
export type ReservationsQuery = z.infer<typeof ReservationsQuerySchema>

export const ReservationListSchema = z.object({
  items: z.array(ReservationSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
})
export type ReservationList = z.infer<typeof ReservationListSchema>
