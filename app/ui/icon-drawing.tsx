// One small component draws every icon of the site from Lucide's drawings (lucide-react's icon data,
// ISC), in place of lucide-react's runtime (~1 KB compressed on every page that shows an icon,
// docs/decisions/076). Same look as lucide-react's: 24-unit box, 2-unit round stroke, currentColor;
// hidden from assistive technology (the control or text beside an icon carries the name).
// tests/unit/ui/icons.test.ts keeps every drawing equal to the library's.
import type { SVGProps } from 'react'

/** A Lucide drawing: its SVG elements and their attributes. */
export type IconDrawing = readonly (readonly ['path' | 'circle' | 'rect' | 'line' | 'polyline' | 'polygon' | 'ellipse', Readonly<Record<string, string>>])[]

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & { size?: number | string }

/** The component of one drawing; `strokeWidth` changes its default stroke (the check mark is bolder). */
export function iconOf(drawing: IconDrawing, strokeWidth = 2) {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false" {...props}>
        {drawing.map(([Element, attributes], index) => (
          <Element key={index} {...attributes} />
        ))}
      </svg>
    )
  }
}
