import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { modal } from './parts.ts'

// Widths of §R2: xs 288, sm 442, md 728, lg 920, xl 1140 px (never wider than the viewport); `full` for pictures.
export const dialog = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog in five widths, optionally full screen on phones',
  slots: dialogAnatomy.keys(),
  base: {
    ...modal,
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      p: '4',
      overscrollBehaviorY: 'none',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxH: 'calc(100dvh - 2rem)',
      overflowY: 'auto',
      p: '6',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderRadius: 'lg',
      boxShadow: 'xl',
      _open: { animation: 'fade-in 150ms ease-out' },
    },
    title: { fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.3', mb: '2', pe: '10' },
    description: { color: 'fg.muted', mb: '4' },
    closeTrigger: { ...modal.closeTrigger, position: 'absolute', top: '3', insetEnd: '3' },
    trigger: {},
  },
  variants: {
    size: {
      xs: { content: { maxW: 'dialog.xs' } },
      sm: { content: { maxW: 'dialog.sm' } },
      md: { content: { maxW: 'dialog.md' } },
      lg: { content: { maxW: 'dialog.lg' } },
      xl: { content: { maxW: 'dialog.xl' } },
      /** The whole window at every width (a gallery of pictures). */
      full: { positioner: { p: '0' }, content: { maxW: 'none', h: '100dvh', maxH: '100dvh', borderRadius: '0', display: 'flex', flexDirection: 'column' } },
    },
    /** Below the 750 px breakpoint the dialog takes the whole screen (the filters dialog on phones). */
    fullScreenOnMobile: {
      true: {
        positioner: { p: { base: '0', sm: '4' } },
        content: { h: { base: '100dvh', sm: 'auto' }, maxH: { base: '100dvh', sm: 'calc(100dvh - 2rem)' }, borderRadius: { base: '0', sm: 'lg' } },
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', fullScreenOnMobile: false },
})
