// A hotel stay's rules (§R5 dates; §R9 rooms and guests), shared by the hotel search and the
// offer page's change of dates or guests: dates from today, check-out after check-in, an adult in every room.
import { hotelText } from '~/i18n/plain/hotel'
import { todayIso } from '~/lib/search-dates'

export type StayDraft = { checkIn: string; checkOut: string; rooms: string; adults: string }
export type StayErrors = Partial<Record<keyof StayDraft, string>>

export function validateHotelStay(draft: StayDraft, today = todayIso()): StayErrors {
  const errors: StayErrors = {}
  if (!draft.checkIn) errors.checkIn = hotelText('form.choose-a-check')
  else if (draft.checkIn < today) errors.checkIn = hotelText('form.check-in-past')
  if (!draft.checkOut) errors.checkOut = hotelText('form.choose-a-check-2')
  else if (draft.checkIn && draft.checkOut <= draft.checkIn) errors.checkOut = hotelText('form.check-out-after')
  if (Number(draft.rooms) > Number(draft.adults)) errors.rooms = hotelText('form.each-room-needs')
  return errors
}
