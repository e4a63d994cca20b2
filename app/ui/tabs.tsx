// Tabs (the search widget's lines of business): Ark handles arrows, Home/End and roles.
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { sva } from 'styled-system/css'

const tabsRecipe = sva({
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { w: 'full' },
    list: { display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border.default', overflowX: 'auto' },
    trigger: {
      minH: 'tabHeight',
      px: '4',
      fontWeight: 'semibold',
      color: 'fg.muted',
      cursor: 'pointer',
      borderBottomWidth: '3px',
      borderColor: 'transparent',
      whiteSpace: 'nowrap',
      _selected: { color: 'accent.emphasized', borderColor: 'accent.default' },
    },
    content: { pt: '4' },
  },
})

export function Tabs({ label, tabs, value, onValueChange }: { label: string; tabs: { value: string; title: string; content: ReactNode }[]; value?: string; onValueChange?: (value: string) => void }) {
  const classes = tabsRecipe()
  return (
    <ArkTabs.Root value={value} defaultValue={tabs[0]?.value} onValueChange={(details) => onValueChange?.(details.value)} className={classes.root} lazyMount>
      <ArkTabs.List aria-label={label} className={classes.list}>
        {tabs.map((tab) => (
          <ArkTabs.Trigger key={tab.value} value={tab.value} className={classes.trigger}>
            {tab.title}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value} className={classes.content}>
          {tab.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  )
}
