// A party in words in the visitor's locale: the one truth of @contracts/domain/party-words, which the calendar file reads too.
import { guestWords, partyWords, passengerWords, type PartyInWords } from '@contracts/domain/party-words'
import { visitorLocale } from '~/lib/format/visitor-settings'

/** "2 adults, 2 children (ages 4 and 9)"; `withAges: false`: "2 adults, 2 children". */
export const partyText = (party: PartyInWords, options: { withAges?: boolean } = {}) => partyWords(party, { ...options, locale: visitorLocale() })

/** "3 passengers": a transfer's party. */
export const passengerText = (count: number) => passengerWords(count, { locale: visitorLocale() })

/** "2 guests": a table's party. */
export const guestText = (count: number) => guestWords(count, { locale: visitorLocale() })
