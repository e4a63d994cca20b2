// Button: a real <button> in four variants and three sizes (Park UI pattern: ark factory + recipe).
import { ark } from '@ark-ui/react/factory'
import { cva, type RecipeVariantProps } from 'styled-system/css'
import { styled } from 'styled-system/jsx'

export const buttonRecipe = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    transition: 'background 0.15s ease',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasized' } },
      outline: { bg: 'bg.canvas', color: 'accent.emphasized', borderColor: 'accent.default', _hover: { bg: 'accent.subtle' } },
      ghost: { bg: 'transparent', color: 'accent.emphasized', _hover: { bg: 'accent.subtle' } },
      link: { bg: 'transparent', color: 'fg.link', textDecoration: 'underline', px: '0!', minH: 'auto!' },
    },
    size: {
      sm: { minH: '9', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'lg' },
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
export type ButtonVariants = RecipeVariantProps<typeof buttonRecipe>

export const Button = styled(ark.button, buttonRecipe, { defaultProps: { type: 'button' } })
