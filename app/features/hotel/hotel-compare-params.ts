// The compare page's address: ?hotelIds=a,b,c plus the stay (read without zod; the server checks again).
import { optionalText } from '~/lib/search-params'
import { hotelStayParams } from './hotel-offer-params'

/** `children`: each child's age, as the results carry them (undefined: none). */
export type CompareParams = { hotelIds: string; checkIn?: string; checkOut?: string; rooms: number; adults: number; children: number[] | undefined }

/** The hotel ids of the address: valid ones, each once, at most four. */
export function hotelIdsOf(text: string) {
  return text
    .split(',')
    .filter((id) => /^[a-z0-9-]{1,80}$/.test(id))
    .filter((id, index, all) => all.indexOf(id) === index)
    .slice(0, 4)
}

export function validateCompareSearch(raw: Record<string, unknown>): CompareParams {
  return {
    hotelIds: hotelIdsOf(optionalText(raw.hotelIds, 400) ?? '').join(','),
    ...hotelStayParams(raw),
  }
}
