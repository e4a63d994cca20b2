// The destination field: free text with suggestions of the traveller's recent searches (on this
// device), destinations and hotels from the platform, as a combobox loaded on first use
// (~/ui/suggest-field). A picked hotel stays a hotel: the form opens that hotel's page.
import { SuggestField } from '~/ui/suggest-field'
import type { DestinationPick } from './hotel-destination-picks'
import { hotelText } from '~/i18n/plain/hotel'

const loadPicks = () => import('./hotel-destination-picks').then((module) => module.default)

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
      name="destination"
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
