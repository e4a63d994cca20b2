import { defineRecipe } from '@pandacss/dev'

export const button = defineRecipe({
  className: 'button',
  description: 'A real <button> in four variants and three sizes',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: 'semibold',
    lineHeight: '1.25',
    textAlign: 'center',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'transparent',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background, border-color, color',
    transitionDuration: 'fast',
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    '& svg': { flexShrink: 0 },
  },
  variants: {
    variant: {
      solid: { bg: 'accent.default', color: 'accent.fg', _enabled: { _hover: { bg: 'accent.emphasized' } } },
      outline: { bg: 'bg.canvas', color: 'accent.emphasized', borderColor: 'accent.default', _enabled: { _hover: { bg: 'accent.subtle' } } },
      ghost: { bg: 'transparent', color: 'accent.emphasized', _enabled: { _hover: { bg: 'accent.subtle' } } },
      link: {
        bg: 'transparent',
        color: 'fg.link',
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
        _enabled: { _hover: { textDecoration: 'none' } },
      },
    },
    size: {
      sm: { minH: '9', px: '3', fontSize: 'sm' },
      md: { minH: '11', px: '5', fontSize: 'md' },
      lg: { minH: '12', px: '6', fontSize: 'lg' },
    },
  },
  // A link-styled button sits in running text: no padding, no minimum height.
  compoundVariants: [{ variant: 'link', size: ['sm', 'md', 'lg'], css: { px: '0', minH: 'auto' } }],
  defaultVariants: { variant: 'solid', size: 'md' },
})
