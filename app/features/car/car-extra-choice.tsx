// The control for one vehicle extra on a car's page, in its own module so the page loads it when the
// extras near the viewport (car-offer-page.tsx).
import type { CarExtra } from '@contracts/lxp/car.schema'
import { Checkbox } from '~/ui/checkbox'
import { Counter } from '~/ui/counter'
import { carText } from '~/i18n/plain/car'

/** A yes/no extra (full cover, GPS) is a check box; one taken in numbers (child seats, drivers) keeps a counter. */
export function ExtraChoice({ extra, quantity, onChange }: { extra: CarExtra; quantity: number; onChange: (quantity: number) => void }) {
  if (extra.maxQuantity === 1) {
    return (
      <Checkbox checked={quantity > 0} onCheckedChange={(checked) => onChange(checked ? 1 : 0)}>
        {carText('offer.add-extra', { name: extra.name })}
      </Checkbox>
    )
  }
  return (
    <Counter
      label={carText('offer.number-of', { name: extra.name })}
      value={quantity}
      onValueChange={onChange}
      min={0}
      max={extra.maxQuantity}
      decrementLabel={carText('offer.one-fewer', { name: extra.name })}
      incrementLabel={carText('offer.one-more', { name: extra.name })}
    />
  )
}
