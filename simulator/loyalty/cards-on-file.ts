// The member's cards on file as the simulated card processor knows them (docs/decisions/077): each
// card of the profile has a token derived from the customer and the card, handed out with the
// profile and honoured only for that customer, so a token of someone else's card pays nothing. The
// processor keeps no number and no security code; a booking keeps the card masked as ever.
import { createHash } from 'node:crypto'
import type { Loyalty, LoyaltyProfile } from '@contracts/lxp/customer-profile.schema'
import type { SavedCardChoice } from '@contracts/lxp/shared/payment.schema'
import { cvvLength, savedCardNeedsCvv, type CardNetwork } from '@contracts/validation/card-networks'
import { maskCardNumber } from '@contracts/validation/card'
import { SimulatorError } from '../simulator-error'

export type CardOnFile = { token: string; network: CardNetwork; maskedCardNumber: string; holderName: string }

type ProfileCard = LoyaltyProfile['cards'][number]

export function cardTokenOf(customerId: string, card: Pick<ProfileCard, 'obfuscatedNumber' | 'brand'>) {
  return `CT-${createHash('sha256').update(`${customerId}|${card.brand.code}|${card.obfuscatedNumber}`).digest('base64url').slice(0, 20)}`
}

export function cardsOnFileOf(customerId: string, profile: LoyaltyProfile | undefined): CardOnFile[] {
  return (profile?.cards ?? []).map((card) => ({
    token: cardTokenOf(customerId, card),
    network: card.brand.code,
    maskedCardNumber: maskCardNumber(card.obfuscatedNumber.slice(-4)),
    holderName: card.fullCardHolderName,
  }))
}

/** The loyalty record as the profile call answers it: every card with its token. */
export function withCardTokens(customerId: string, loyalty: Loyalty): Loyalty {
  const tokened = (profile: LoyaltyProfile): LoyaltyProfile => ({ ...profile, cards: profile.cards.map((card) => ({ ...card, token: cardTokenOf(customerId, card) })) })
  if (loyalty.type === 'CARD_BASED') return { ...loyalty, cardProfiles: loyalty.cardProfiles.map((entry) => ({ ...entry, profile: tokened(entry.profile) })) }
  return { ...loyalty, ...tokened(loyalty) }
}

/**
 * Charges a card on file: refuses a token that is not one of this member's cards, and a missing or
 * malformed security code where the network asks for it (`savedCardNeedsCvv`); answers the card as a
 * booking keeps it (masked).
 */
export function chargeCardOnFile(choice: SavedCardChoice, cards: readonly CardOnFile[]) {
  const card = cards.find((entry) => entry.token === choice.token)
  if (!card) throw new SimulatorError('PAYMENT_NOT_ALLOWED', 'This card is not on your profile. Choose another card or enter one.', { field: 'payment.savedCard.token' })
  if (savedCardNeedsCvv[card.network] && choice.cardCVV?.length !== cvvLength(card.network)) {
    throw new SimulatorError('PAYMENT_NOT_ALLOWED', `Enter the ${cvvLength(card.network)} digit security code of this card.`, { field: 'payment.savedCard.cardCVV' })
  }
  return { network: card.network, maskedCardNumber: card.maskedCardNumber, holderName: card.holderName }
}
