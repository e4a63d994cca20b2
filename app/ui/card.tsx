import { ark } from '@ark-ui/react/factory'
import { cva } from 'styled-system/css'
import { styled } from 'styled-system/jsx'

export const cardRecipe = cva({
  base: { bg: 'bg.canvas', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden' },
  variants: { padding: { none: {}, md: { p: '4' }, lg: { p: '6' } } },
  defaultVariants: { padding: 'md' },
})

export const Card = styled(ark.article, cardRecipe)
