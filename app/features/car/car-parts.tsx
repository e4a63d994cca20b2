// Small pieces shared by the car pages (kept apart so checkout's first load carries only these):
// the vehicle's feature icons.
import { css } from 'styled-system/css'
import type { CarOfferSummary } from '@contracts/lxp/car.schema'
import { carBookingText } from '~/i18n/plain/car-booking'
import { AirConditioningIcon, BagIcon, DoorIcon, ElectricIcon, FuelIcon, MileageIcon, SeatsIcon, TransmissionIcon } from '~/ui/car-feature-icons'

const featureClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', bg: 'bg.muted', borderRadius: 'md', px: '2', py: '0.5' })

export function vehicleFeatures(vehicle: CarOfferSummary['vehicle']) {
  return [
    { Icon: SeatsIcon, label: carBookingText.plural('parts.seats', vehicle.seats) },
    { Icon: BagIcon, label: carBookingText.plural('parts.bags', vehicle.bags) },
    { Icon: DoorIcon, label: carBookingText.plural('parts.doors', vehicle.doors) },
    { Icon: TransmissionIcon, label: carBookingText(`parts.transmission.${vehicle.transmission}`) },
    ...(vehicle.airConditioning ? [{ Icon: AirConditioningIcon, label: carBookingText('parts.air-conditioning') }] : []),
    { Icon: vehicle.fuel === 'ELECTRIC' ? ElectricIcon : FuelIcon, label: carBookingText(`parts.fuel.${vehicle.fuel}`) },
    { Icon: MileageIcon, label: vehicle.mileage.unlimited ? carBookingText('parts.unlimited-mileage') : carBookingText('parts.km-a-day', { km: vehicle.mileage.limitKmPerDay ?? 0 }) },
  ]
}

export function VehicleFeatures({ vehicle }: { vehicle: CarOfferSummary['vehicle'] }) {
  return (
    <ul aria-label={carBookingText('parts.features')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {vehicleFeatures(vehicle).map((feature) => (
        <li key={feature.label} className={featureClass}>
          <feature.Icon size={16} />
          {feature.label}
        </li>
      ))}
    </ul>
  )
}

/** "Peugeot 208 or similar · Economy", with the supplier when asked: how every car page names the vehicle. */
export function vehicleTitle(offer: Pick<CarOfferSummary, 'vehicle' | 'supplier'>, { withSupplier = false } = {}) {
  const values = { model: offer.vehicle.model, classLabel: offer.vehicle.classLabel, supplierName: offer.supplier.name }
  return carBookingText(withSupplier ? 'parts.vehicle-supplier' : 'parts.vehicle', values)
}

/** "Economy car, gasoline, automatic transmission, or similar.": the card's and offer's description,
 * in the same words as the feature chips (issue 36 item 8: one fuel word, from the messages). */
export function vehicleDescription(vehicle: CarOfferSummary['vehicle']) {
  return carBookingText('parts.description', {
    classLabel: vehicle.classLabel,
    fuel: carBookingText(`parts.fuel.${vehicle.fuel}`).toLowerCase(),
    transmission: carBookingText(`parts.transmission.${vehicle.transmission}`).toLowerCase(),
  })
}
