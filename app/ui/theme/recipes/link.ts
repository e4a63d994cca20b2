import { defineRecipe } from '@pandacss/dev'

export const link = defineRecipe({
  className: 'link',
  description: 'Text links, internal and external',
  base: {
    color: 'fg.link',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    borderRadius: 'sm',
    cursor: 'pointer',
    _hover: { textDecoration: 'none' },
    '& [data-part=external-icon]': { display: 'inline-block', ms: '1', verticalAlign: 'baseline', w: '0.75em', h: '0.75em' },
  },
  variants: {
    variant: {
      default: {},
      // For dark surfaces (footer, site-level banners).
      inverse: { color: 'fg.inverse' },
      // Navigation lists: underline only on hover.
      plain: { textDecoration: 'none', _hover: { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { variant: 'default' },
})
