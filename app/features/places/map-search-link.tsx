// "Show on map": a place's address searched on a maps site in a new tab (§R9.53 maps search link).
import { Link } from '~/ui/link'
import { uiText } from '~/i18n/plain/ui'
import { mapsSearchUrl } from '~/lib/maps-search'

export function MapSearchLink({ address }: { address: readonly (string | null | undefined)[] }) {
  return (
    <Link href={mapsSearchUrl(address)} target="_blank">
      {uiText('maps.show')}
    </Link>
  )
}
