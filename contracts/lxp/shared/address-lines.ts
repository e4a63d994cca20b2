// A supplier's address (§R3.24: addressLine1-3, cityName, countryName, postalCode) as a traveller
// reads it, for pages, calendar files and map searches alike. Without zod, so pages can use it freely.

type AddressFields = { addressLine1: string; addressLine2?: string; addressLine3?: string; postalCode?: string; cityName: string; countryName: string }

/**
 * An address as a traveller reads it, one part a line: the street lines, the postcode with the city,
 * the country. Empty lines are left out.
 */
export function supplierAddressLines(address: AddressFields): string[] {
  return [address.addressLine1, address.addressLine2, address.addressLine3, [address.postalCode, address.cityName].filter(Boolean).join(' '), address.countryName].filter((line): line is string => Boolean(line))
}

/** The address on one line: "1 Pier Road, Tower B, 10001 New York, United States". */
export function formatSupplierAddress(address: Parameters<typeof supplierAddressLines>[0]): string {
  return supplierAddressLines(address).join(', ')
}
