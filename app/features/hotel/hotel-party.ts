// A hotel party in words on the search pages (results, compare, recent searches): "2 adults", "2 adults, 2 children";
// the ages are the search form's to show (~/i18n/party-text is the one truth of a party's words).
import { partyText } from '~/i18n/party-text'

export function hotelPartyText(adults: number, children: number) {
  return partyText({ adults, childAges: Array.from({ length: children }, () => 0) }, { withAges: false })
}
