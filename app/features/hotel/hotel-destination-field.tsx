// The destination field: free text with suggestions of the traveller's recent searches (on this
// device), destinations and hotels from the platform, as a combobox loaded on first use
// (~/ui/suggest-field). A picked hotel stays a hotel: the form opens that hotel's page.
import type { DestinationSuggestion } from '@contracts/lxp/hotel.schema'
import { SuggestField, type Suggestion } from '~/ui/suggest-field'
import type { RecentSearch } from './hotel-recent-searches'
import { hotelText } from '~/i18n/plain/hotel'

const loadPicks = () => import('./hotel-destination-picks').then((module) => module.default)

/** What the traveller picked: a recent search (the whole search again), a destination or a hotel. */
export type DestinationPick = Suggestion & ({ kind: 'recent'; search: RecentSearch } | { kind: 'destination' | 'hotel'; suggestion: DestinationSuggestion })

type DestinationFieldProps = {
  inputId: string
  value: string
  onValueChange: (value: string) => void
  onPick: (pick: DestinationPick) => void
  invalid: boolean
  describedBy?: string
}

export function DestinationField({ inputId, value, onValueChange, onPick, invalid, describedBy }: DestinationFieldProps) {
  return (
    <SuggestField<DestinationPick>
      id={inputId}
      label={hotelText('destination-field.destination')}
      placeholder={hotelText('destination-field.city-area-or')}
      value={value}
      onValueChange={onValueChange}
      onPick={onPick}
      suggestions={loadPicks}
      required
      invalid={invalid}
      describedBy={describedBy}
    />
  )
}
