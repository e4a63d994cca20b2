import { defineRecipe } from '@pandacss/dev'

// The shimmer runs only for users who have not asked for reduced motion.
export const skeleton = defineRecipe({
  className: 'skeleton',
  description: 'A placeholder shape while content loads',
  base: {
    display: 'block',
    w: 'full',
    h: '4',
    borderRadius: 'md',
    bg: 'bg.muted',
    _motionSafe: {
      backgroundImage: 'linear-gradient(90deg, token(colors.bg.muted) 25%, token(colors.bg.subtle) 50%, token(colors.bg.muted) 75%)',
      backgroundSize: '200% 100%',
      animation: 'shimmer 1.5s linear infinite',
    },
  },
  variants: {
    shape: { text: {}, rectangle: { borderRadius: 'lg' }, circle: { borderRadius: 'full' } },
  },
  defaultVariants: { shape: 'text' },
})
