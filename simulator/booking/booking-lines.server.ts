// Every line's booking pipeline by the type its reservations carry, for what reads reservations of any line (My Trips).
import type { ProductType } from '@contracts/domain/products'
import type { Database } from '../db/database'
import { activityBooking } from '../activity/activity-booking.server'
import { airBooking } from '../air/air-booking.server'
import { carBooking } from '../car/car-booking.server'
import { diningBooking } from '../dining/dining-booking.server'
import { hotelBooking } from '../hotel/hotel-booking.server'

const pipelines: Partial<Record<ProductType, { readNow: (db: Database, reservation: never) => Promise<unknown> }>> = {
  HOTEL: hotelBooking,
  AIR: airBooking,
  CAR: carBooking,
  DINING: diningBooking,
  ACTIVITY: activityBooking,
}

/** A stored reservation of any line as it reads now (booking-pipeline.server.ts `readNow`); a line without one as stored. */
export async function readNow(db: Database, type: ProductType, details: unknown): Promise<unknown> {
  const pipeline = pipelines[type]
  return pipeline ? pipeline.readNow(db, details as never) : details
}
