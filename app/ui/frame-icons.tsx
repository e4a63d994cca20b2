// The two icons of every page's frame (the narrow-screen menu button, the new-tab mark of links), apart
// from ./icons.tsx so every page's first load carries these two drawings only (docs/decisions/076).
import { iconOf, type IconDrawing } from './icon-drawing'

export const frameIconDrawings = {
  menu: [['path', { d: 'M4 5h16' }], ['path', { d: 'M4 12h16' }], ['path', { d: 'M4 19h16' }]],
  externalLink: [['path', { d: 'M15 3h6v6' }], ['path', { d: 'M10 14 21 3' }], ['path', { d: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }]],
} satisfies Record<string, IconDrawing>

export const MenuIcon = iconOf(frameIconDrawings.menu)
export const ExternalLinkIcon = iconOf(frameIconDrawings.externalLink)
