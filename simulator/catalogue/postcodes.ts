// Postcodes of the simulated suppliers' addresses, in each country's own form (§R3 postalCode).
import type { Random } from '../random'

/** A postcode as the country writes it; empty where the country has none. */
export function postalCodeIn(random: Random, countryCode: string) {
  const letter = () => random.pick([...'ABDEFGHJLNPQRSTUWXYZ'])
  switch (countryCode) {
    case 'GB':
      return `${random.pick(['W', 'SW', 'EC', 'WC', 'EH', 'N', 'SE'])}${random.int(1, 9)} ${random.int(1, 9)}${letter()}${letter()}`
    case 'CA':
      return `${letter()}${random.int(1, 9)}${letter()} ${random.int(1, 9)}${letter()}${random.int(1, 9)}`
    case 'NL':
      return `${random.int(1011, 1109)} ${letter()}${letter()}`
    case 'JP':
      return `${random.int(100, 699)}-${String(random.int(0, 9999)).padStart(4, '0')}`
    case 'IE':
      return `D${String(random.int(1, 24)).padStart(2, '0')} ${letter()}${random.int(1, 9)}${letter()}${random.int(1, 9)}`
    case 'PT':
      return `${random.int(1000, 1999)}-${String(random.int(1, 999)).padStart(3, '0')}`
    case 'AE':
    case 'HK':
      return ''
    default:
      return String(random.int(10000, 99999))
  }
}
