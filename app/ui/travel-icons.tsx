// The icons of the lines' pages (a tour's duration, the loader's line icons): Lucide's drawings, apart from
// the controls' icons in ./icons.tsx so a checkout does not carry them, and from a car's features
// (./car-feature-icons.tsx) so the tours' results do not carry those (docs/decisions/088).
import { iconOf, type IconDrawing } from './icon-drawing'

export const travelIconDrawings = {
  hotel: [['path', { d: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8' }], ['path', { d: 'M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4' }], ['path', { d: 'M12 4v6' }], ['path', { d: 'M2 18h20' }]],
  car: [['path', { d: 'M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2' }], ['circle', { cx: '7', cy: '17', r: '2' }], ['path', { d: 'M9 17h6' }], ['circle', { cx: '17', cy: '17', r: '2' }]],
  flight: [['path', { d: 'M17.8 19.2 16 11l3.5-3.5C21 6 21.5 4 21 3c-1-.5-3 0-4.5 1.5L13 8 4.8 6.2c-.5-.1-.9.1-1.1.5l-.3.5c-.2.5-.1 1 .3 1.3L9 12l-2 3H4l-1 1 3 2 2 3 1-1v-3l3-2 3.5 5.3c.3.4.8.5 1.3.3l.5-.2c.4-.3.6-.7.5-1.2z' }]],
  ticket: [['path', { d: 'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z' }], ['path', { d: 'M13 5v2' }], ['path', { d: 'M13 17v2' }], ['path', { d: 'M13 11v2' }]],
  duration: [['line', { x1: '10', x2: '14', y1: '2', y2: '2' }], ['line', { x1: '12', x2: '15', y1: '14', y2: '11' }], ['circle', { cx: '12', cy: '14', r: '8' }]],
  dining: [['path', { d: 'm16 2-2.3 2.3a3 3 0 0 0 0 4.2l1.8 1.8a3 3 0 0 0 4.2 0L22 8' }], ['path', { d: 'M15 15 3.3 3.3a4.2 4.2 0 0 0 0 6l7.3 7.3c.7.7 2 .7 2.8 0L15 15Zm0 0 7 7' }], ['path', { d: 'm2.1 21.8 6.4-6.3' }], ['path', { d: 'm19 5-7 7' }]],
} satisfies Record<string, IconDrawing>

export const HotelIcon = iconOf(travelIconDrawings.hotel)
export const CarIcon = iconOf(travelIconDrawings.car)
export const FlightIcon = iconOf(travelIconDrawings.flight)
export const TicketIcon = iconOf(travelIconDrawings.ticket)
export const DurationIcon = iconOf(travelIconDrawings.duration)
export const DiningIcon = iconOf(travelIconDrawings.dining)
