// Style parts that several recipes share: one definition for what looks the same in each.

/** Content centred in an inline box: the base of icon buttons, round buttons and step numbers. */
export const centred = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } as const

/** Invalid only when the app says so (data-invalid / aria-invalid), not on the browser's :invalid, so an empty required field is not red before anyone touched it. */
export const invalid = '&:is([data-invalid], [aria-invalid=true])'

/** The frame of a box the traveller types or picks in (field, select, date, counter). */
export const inputFrame = { bg: 'bg.canvas', color: 'fg.default', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' } as const

/** A labelled control: the label over the control. */
export const labelledColumn = {
  root: { display: 'flex', flexDirection: 'column', gap: '1' },
  label: { fontWeight: 'medium', color: 'fg.default' },
} as const

/** A round 40 px button outlined in the accent (the carousel's pages, the counter's − and +). */
export const roundButton = {
  ...centred,
  w: '10',
  h: '10',
  bg: 'bg.canvas',
  color: 'accent.emphasized',
  borderWidth: '1px',
  borderColor: 'accent.default',
  borderRadius: 'full',
  cursor: 'pointer',
  _enabled: { _hover: { bg: 'accent.subtle' } },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const

/** A control beside its label that the label also toggles (checkbox, switch). */
export const toggle = {
  root: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.5 } },
  control: { display: 'inline-flex', alignItems: 'center', flexShrink: 0, _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' } },
  label: { color: 'fg.default', userSelect: 'none' },
} as const

/** A modal sheet on Ark's dialog anatomy (dialog, drawer): the dimmed page behind it and its close button. */
export const modal = {
  backdrop: { position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 'overlay', _open: { animation: 'fade-in 150ms ease-out' } },
  closeTrigger: { ...centred, w: '10', h: '10', borderRadius: 'md', color: 'fg.muted', cursor: 'pointer', _hover: { bg: 'bg.subtle', color: 'fg.default' } },
} as const

/** A 150 ms transition of one property, and none under reduced motion. */
export const quickTransition = (property: string) => ({ transitionProperty: property, transitionDuration: '150ms', _motionReduce: { transition: 'none' } }) as const
