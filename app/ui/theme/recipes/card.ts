import { defineRecipe } from '@pandacss/dev'

export const card = defineRecipe({
  className: 'card',
  description: 'A bordered surface for an offer, a trip or a room',
  base: {
    bg: 'bg.canvas',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'lg',
    overflow: 'hidden',
  },
  variants: {
    padding: { none: {}, md: { p: '4' }, lg: { p: '6' } },
    elevated: { true: { boxShadow: 'md', borderColor: 'transparent' } },
  },
  defaultVariants: { padding: 'md' },
})
