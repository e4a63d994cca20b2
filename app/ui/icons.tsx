// The site's icons, all from one set (Lucide's drawings, SVG): inline so they need no request, never
// emoji (which Chromium on Linux draws as empty boxes). Import an icon from here (the controls' icons),
// ./travel-icons.tsx (what a line's pages show) or ./frame-icons.tsx (the frame's), never from
// lucide-react; ./icon-drawing.tsx draws them. Three modules, so a page carries only its group's drawings.
import { iconOf, type IconDrawing } from './icon-drawing'


/** Lucide's drawings of the controls' icons, by what they show (Lucide's own names in tests/unit/ui/icons.test.ts). */
export const iconDrawings = {
  close: [['path', { d: 'M18 6 6 18' }], ['path', { d: 'm6 6 12 12' }]],
  chevronDown: [['path', { d: 'm6 9 6 6 6-6' }]],
  chevronLeft: [['path', { d: 'm15 18-6-6 6-6' }]],
  chevronRight: [['path', { d: 'm9 18 6-6-6-6' }]],
  check: [['path', { d: 'M20 6 9 17l-5-5' }]],
  minus: [['path', { d: 'M5 12h14' }]],
  plus: [['path', { d: 'M5 12h14' }], ['path', { d: 'M12 5v14' }]],
  calendar: [['path', { d: 'M8 2v3' }], ['path', { d: 'M16 2v3' }], ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '2' }], ['path', { d: 'M3 9h18' }]],
  info: [['circle', { cx: '12', cy: '12', r: '10' }], ['path', { d: 'M12 16v-4' }], ['path', { d: 'M12 8h.01' }]],
  error: [['circle', { cx: '12', cy: '12', r: '10' }], ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }], ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }]],
  swap: [['path', { d: 'M8 3 4 7l4 4' }], ['path', { d: 'M4 7h16' }], ['path', { d: 'm16 21 4-4-4-4' }], ['path', { d: 'M20 17H4' }]],
} satisfies Record<string, IconDrawing>

export const CloseIcon = iconOf(iconDrawings.close)
export const ChevronDownIcon = iconOf(iconDrawings.chevronDown)
export const ChevronLeftIcon = iconOf(iconDrawings.chevronLeft)
export const ChevronRightIcon = iconOf(iconDrawings.chevronRight)
export const CheckIcon = iconOf(iconDrawings.check, 3)
export const MinusIcon = iconOf(iconDrawings.minus)
export const PlusIcon = iconOf(iconDrawings.plus)
export const CalendarIcon = iconOf(iconDrawings.calendar)
export const InfoIcon = iconOf(iconDrawings.info)
export const ErrorIcon = iconOf(iconDrawings.error)
export const SwapIcon = iconOf(iconDrawings.swap)
