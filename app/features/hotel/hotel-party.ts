// A hotel party in words on the search pages (results, compare): "2 adults", "2 adults, 2 children".
import { hotelText } from '~/i18n/plain/hotel'

export function hotelPartyText(adults: number, children: number) {
  const adultsText = hotelText.plural('count.adults', adults)
  return children > 0 ? hotelText('count.party', { adults: adultsText, children: hotelText.plural('count.children', children) }) : adultsText
}
