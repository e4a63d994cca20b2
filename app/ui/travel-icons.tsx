// The icons of the lines' pages (a car's features, a tour's duration, the loader's line icons): Lucide's
// drawings, apart from the controls' icons in ./icons.tsx so a checkout does not carry them.
import { iconOf, type IconDrawing } from './icon-drawing'

export const travelIconDrawings = {
  hotel: [['path', { d: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8' }], ['path', { d: 'M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4' }], ['path', { d: 'M12 4v6' }], ['path', { d: 'M2 18h20' }]],
  car: [['path', { d: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2' }], ['circle', { cx: '7', cy: '17', r: '2' }], ['path', { d: 'M9 17h6' }], ['circle', { cx: '17', cy: '17', r: '2' }]],
  transmission: [['path', { d: 'M11 10.27 7 3.34' }], ['path', { d: 'm11 13.73-4 6.93' }], ['path', { d: 'M12 22v-2' }], ['path', { d: 'M12 2v2' }], ['path', { d: 'M14 12h8' }], ['path', { d: 'm17 20.66-1-1.73' }], ['path', { d: 'm17 3.34-1 1.73' }], ['path', { d: 'M2 12h2' }], ['path', { d: 'm20.66 17-1.73-1' }], ['path', { d: 'm20.66 7-1.73 1' }], ['path', { d: 'm3.34 17 1.73-1' }], ['path', { d: 'm3.34 7 1.73 1' }], ['circle', { cx: '12', cy: '12', r: '2' }], ['circle', { cx: '12', cy: '12', r: '8' }]],
  door: [['path', { d: 'M10 21H2' }], ['path', { d: 'M10 3H7a2 2 0 00-2 2v16' }], ['path', { d: 'M14 12h.01' }], ['path', { d: 'M19 21V5a2 2 0 00-1.675-1.974l-6.163-1.013A1 1 0 0010 3v18a1 1 0 001.124.992z' }], ['path', { d: 'M22 21h-3' }]],
  fuel: [['path', { d: 'M14 13h2a2 2 0 0 1 2 2v2a2 2 0 0 0 4 0v-6.998a2 2 0 0 0-.59-1.42L18 5' }], ['path', { d: 'M14 21V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v16' }], ['path', { d: 'M2 21h13' }], ['path', { d: 'M3 9h11' }]],
  bag: [['path', { d: 'M6 20a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2' }], ['path', { d: 'M8 18V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v14' }], ['path', { d: 'M10 20h4' }], ['circle', { cx: '16', cy: '20', r: '2' }], ['circle', { cx: '8', cy: '20', r: '2' }]],
  flight: [['path', { d: 'M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z' }]],
  mileage: [['path', { d: 'M9 5h8.5a1 1 0 010 7h-11a1 1 0 000 7H15' }], ['circle', { cx: '18', cy: '19', r: '3' }], ['circle', { cx: '6', cy: '5', r: '3' }]],
  airConditioning: [['path', { d: 'm10 20-1.25-2.5L6 18' }], ['path', { d: 'M10 4 8.75 6.5 6 6' }], ['path', { d: 'm14 20 1.25-2.5L18 18' }], ['path', { d: 'm14 4 1.25 2.5L18 6' }], ['path', { d: 'm17 21-3-6h-4' }], ['path', { d: 'm17 3-3 6 1.5 3' }], ['path', { d: 'M2 12h6.5L10 9' }], ['path', { d: 'm20 10-1.5 2 1.5 2' }], ['path', { d: 'M22 12h-6.5L14 15' }], ['path', { d: 'm4 10 1.5 2L4 14' }], ['path', { d: 'm7 21 3-6-1.5-3' }], ['path', { d: 'm7 3 3 6h4' }]],
  ticket: [['path', { d: 'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z' }], ['path', { d: 'M13 5v2' }], ['path', { d: 'M13 17v2' }], ['path', { d: 'M13 11v2' }]],
  duration: [['line', { x1: '10', x2: '14', y1: '2', y2: '2' }], ['line', { x1: '12', x2: '15', y1: '14', y2: '11' }], ['circle', { cx: '12', cy: '14', r: '8' }]],
  seats: [['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }], ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }], ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }], ['circle', { cx: '9', cy: '7', r: '4' }]],
  dining: [['path', { d: 'm16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8' }], ['path', { d: 'M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7' }], ['path', { d: 'm2.1 21.8 6.4-6.3' }], ['path', { d: 'm19 5-7 7' }]],
  electric: [['path', { d: 'M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z' }]],
} satisfies Record<string, IconDrawing>

export const HotelIcon = iconOf(travelIconDrawings.hotel)
export const CarIcon = iconOf(travelIconDrawings.car)
export const TransmissionIcon = iconOf(travelIconDrawings.transmission)
export const DoorIcon = iconOf(travelIconDrawings.door)
export const FuelIcon = iconOf(travelIconDrawings.fuel)
export const BagIcon = iconOf(travelIconDrawings.bag)
export const FlightIcon = iconOf(travelIconDrawings.flight)
export const MileageIcon = iconOf(travelIconDrawings.mileage)
export const AirConditioningIcon = iconOf(travelIconDrawings.airConditioning)
export const TicketIcon = iconOf(travelIconDrawings.ticket)
export const DurationIcon = iconOf(travelIconDrawings.duration)
export const SeatsIcon = iconOf(travelIconDrawings.seats)
export const DiningIcon = iconOf(travelIconDrawings.dining)
export const ElectricIcon = iconOf(travelIconDrawings.electric)
