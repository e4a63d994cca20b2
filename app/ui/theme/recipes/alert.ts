import { defineSlotRecipe } from '@pandacss/dev'

// The five alert variants of §R2. Site-level alerts span the page under the header;
// block-level ones sit inside a section; page-level info introduces a page.
export const alert = defineSlotRecipe({
  className: 'alert',
  description: 'Messages and errors at site, page and block level',
  slots: ['root', 'icon', 'content', 'title', 'description'],
  base: {
    root: { display: 'flex', alignItems: 'flex-start', gap: '3', px: '4', py: '3', color: 'fg.default', borderInlineStartWidth: '4px' },
    icon: { flexShrink: 0, w: '5', h: '5', mt: '0.5' },
    content: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    title: { fontWeight: 'semibold' },
    description: {},
  },
  variants: {
    variant: {
      'site-error': { root: { bg: 'danger.subtle', borderColor: 'danger.default', justifyContent: 'center' }, icon: { color: 'danger.default' } },
      'site-message': { root: { bg: 'info.subtle', borderColor: 'info.default', justifyContent: 'center' }, icon: { color: 'info.default' } },
      'block-info': { root: { bg: 'info.subtle', borderColor: 'info.default', borderRadius: 'md' }, icon: { color: 'info.default' } },
      'block-error': { root: { bg: 'danger.subtle', borderColor: 'danger.default', borderRadius: 'md' }, icon: { color: 'danger.default' } },
      'page-info': { root: { bg: 'bg.subtle', borderColor: 'border.strong', borderRadius: 'md' }, icon: { color: 'fg.muted' } },
    },
  },
  defaultVariants: { variant: 'block-info' },
})
