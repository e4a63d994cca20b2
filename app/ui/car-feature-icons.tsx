// The icons of a car's features (seats, bags, doors, transmission, fuel, mileage, air conditioning):
// Lucide's drawings, apart from ./travel-icons.tsx so only the car pages carry them (docs/decisions/088).
import { iconOf, type IconDrawing } from './icon-drawing'

export const carFeatureIconDrawings = {
  transmission: [['path', { d: 'M11 10.27 7 3.34' }], ['path', { d: 'm11 13.73-4 6.93' }], ['path', { d: 'M12 22v-2' }], ['path', { d: 'M12 2v2' }], ['path', { d: 'M14 12h8' }], ['path', { d: 'm17 20.66-1-1.73' }], ['path', { d: 'm17 3.34-1 1.73' }], ['path', { d: 'M2 12h2' }], ['path', { d: 'm20.66 17-1.73-1' }], ['path', { d: 'm20.66 7-1.73 1' }], ['path', { d: 'm3.34 17 1.73-1' }], ['path', { d: 'm3.34 7 1.73 1' }], ['circle', { cx: '12', cy: '12', r: '2' }], ['circle', { cx: '12', cy: '12', r: '8' }]],
  door: [['path', { d: 'M10 21H2' }], ['path', { d: 'M10 3H7a2 2 0 00-2 2v16' }], ['path', { d: 'M14 12h.01' }], ['path', { d: 'M19 21V5a2 2 0 00-1.675-1.974l-6.163-1.013A1 1 0 0010 3v18a1 1 0 001.124.992z' }], ['path', { d: 'M22 21h-3' }]],
  fuel: [['path', { d: 'M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5' }], ['path', { d: 'M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16' }], ['path', { d: 'M2 21h13' }], ['path', { d: 'M3 9h11' }]],
  bag: [['path', { d: 'M6 20a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2' }], ['path', { d: 'M8 18V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v14' }], ['path', { d: 'M10 20h4' }], ['circle', { cx: '16', cy: '20', r: '2' }], ['circle', { cx: '8', cy: '20', r: '2' }]],
  mileage: [['path', { d: 'M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15' }], ['circle', { cx: '18', cy: '19', r: '3' }], ['circle', { cx: '6', cy: '5', r: '3' }]],
  airConditioning: [['path', { d: 'm10 20-1.25-2.5L6 18' }], ['path', { d: 'M10 4 8.75 6.5 6 6' }], ['path', { d: 'm14 20 1.25-2.5L18 18' }], ['path', { d: 'm14 4 1.25 2.5L18 6' }], ['path', { d: 'm17 21-3-6h-4' }], ['path', { d: 'm17 3-3 6 1.5 3' }], ['path', { d: 'M2 12h6.5L10 9' }], ['path', { d: 'm20 10-1.5 2 1.5 2' }], ['path', { d: 'M22 12h-6.5L14 15' }], ['path', { d: 'm4 10 1.5 2L4 14' }], ['path', { d: 'm7 21 3-6-1.5-3' }], ['path', { d: 'm7 3 3 6h4' }]],
  seats: [['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }], ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }], ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }], ['circle', { cx: '9', cy: '7', r: '4' }]],
  electric: [['path', { d: 'M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z' }]],
} satisfies Record<string, IconDrawing>

export const TransmissionIcon = iconOf(carFeatureIconDrawings.transmission)
export const DoorIcon = iconOf(carFeatureIconDrawings.door)
export const FuelIcon = iconOf(carFeatureIconDrawings.fuel)
export const BagIcon = iconOf(carFeatureIconDrawings.bag)
export const MileageIcon = iconOf(carFeatureIconDrawings.mileage)
export const AirConditioningIcon = iconOf(carFeatureIconDrawings.airConditioning)
export const SeatsIcon = iconOf(carFeatureIconDrawings.seats)
export const ElectricIcon = iconOf(carFeatureIconDrawings.electric)
