// The cabins' message names, one map for every air page. Each page reads them with its own
// namespace's translator (the air and air-booking messages both hold them), so a page's texts stay in
// its own chunk (decision 083) and the names are read at render, in the visitor's locale.
const cabinMessageNames = {
  ECONOMY: 'cabin.economy',
  PREMIUM_ECONOMY: 'air-travellers.premium-economy',
  BUSINESS: 'cabin.business',
  FIRST: 'cabin.first',
} as const

type CabinMessageName = (typeof cabinMessageNames)[keyof typeof cabinMessageNames]

/** A cabin's name through the page's translator: `cabinNameIn('BUSINESS', airText)` is "Business". */
export function cabinNameIn(cabin: string, text: (name: CabinMessageName) => string) {
  const name = cabinMessageNames[cabin as keyof typeof cabinMessageNames] as CabinMessageName | undefined
  return name ? text(name) : cabin
}
