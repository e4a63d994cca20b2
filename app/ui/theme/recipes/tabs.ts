import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Tab height of §R2 (53 px).
export const tabs = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs, e.g. the lines of business of the search widget',
  slots: tabsAnatomy.keys(),
  base: {
    root: { w: 'full' },
    list: { display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default', overflowX: 'auto' },
    trigger: {
      flexShrink: 0,
      minH: 'tabHeight',
      px: '4',
      fontWeight: 'semibold',
      whiteSpace: 'nowrap',
      color: 'fg.muted',
      borderBottomWidth: '3px',
      borderColor: 'transparent',
      cursor: 'pointer',
      _hover: { color: 'fg.default' },
      _selected: { color: 'accent.emphasized', borderColor: 'accent.default' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    content: { pt: '4' },
    indicator: {},
  },
})
