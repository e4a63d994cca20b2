import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { modal } from './parts.ts'

// The mobile drawer of §R2: a 300 px side sheet on Ark's dialog anatomy.
export const drawer = defineSlotRecipe({
  className: 'drawer',
  description: 'A side sheet (the mobile menu)',
  slots: dialogAnatomy.extendWith('header', 'body').keys(),
  base: {
    ...modal,
    positioner: { position: 'fixed', inset: '0', zIndex: 'modal', display: 'flex' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      h: '100dvh',
      w: 'mobileDrawer',
      maxW: '100vw',
      bg: 'bg.canvas',
      color: 'fg.default',
      boxShadow: 'xl',
      overflowY: 'auto',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '4',
      minH: 'headerToolbar',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
    },
    title: { fontSize: 'lg', fontWeight: 'bold' },
    description: { color: 'fg.muted' },
    body: { p: '4', flex: '1' },
    trigger: {},
  },
  variants: {
    side: {
      start: {
        positioner: { justifyContent: 'flex-start' },
        content: { _open: { animation: 'slide-in-left 200ms ease-out' } },
      },
      end: {
        positioner: { justifyContent: 'flex-end' },
        content: { _open: { animation: 'slide-in-right 200ms ease-out' } },
      },
    },
  },
  defaultVariants: { side: 'start' },
})
