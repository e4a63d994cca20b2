// §R9.53: a maps search link is its prefix followed by the address's parts, each encoded, joined with +.
export const mapsSearchPrefix = 'https://www.google.com/maps/search/?api=1&query='

/** The maps search address of a place: `mapsSearchUrl(['12 Garden Row', '75001 Paris', 'France'])`. Empty parts are left out. */
export function mapsSearchUrl(parts: readonly (string | null | undefined)[]) {
  return (
    mapsSearchPrefix +
    parts
      .map((part) => part?.trim())
      .filter((part): part is string => Boolean(part))
      .map(encodeURIComponent)
      .join('+')
  )
}
