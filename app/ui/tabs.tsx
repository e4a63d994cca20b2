// Tabs on Ark (roles, arrow keys, Home/End), e.g. the lines of business of the search widget.
import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
// The recipe's own module, not the index: the index ties every recipe into one shared chunk (8 KB
// compressed) on the first load of any page with tabs, such as home (docs/decisions/040).
import { tabs as tabsRecipe } from 'styled-system/recipes/tabs'

const { withProvider, withContext } = createStyleContext(tabsRecipe)

export const TabsParts = {
  Root: withProvider(ArkTabs.Root, 'root'),
  List: withContext(ArkTabs.List, 'list'),
  Trigger: withContext(ArkTabs.Trigger, 'trigger'),
  Content: withContext(ArkTabs.Content, 'content'),
  Indicator: withContext(ArkTabs.Indicator, 'indicator'),
}

export type TabItem = { value: string; title: ReactNode; content: ReactNode; disabled?: boolean }

export type TabsProps = {
  /** Names the tab list for assistive technology. */
  label: string
  tabs: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  className?: string
}

export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  return (
    <TabsParts.Root
      value={value}
      defaultValue={defaultValue ?? tabs[0]?.value}
      onValueChange={(details) => onValueChange?.(details.value)}
      lazyMount
      className={className}
    >
      <TabsParts.List aria-label={label}>
        {tabs.map((tab) => (
          <TabsParts.Trigger key={tab.value} value={tab.value} disabled={tab.disabled}>
            {tab.title}
          </TabsParts.Trigger>
        ))}
      </TabsParts.List>
      {tabs.map((tab) => (
        <TabsParts.Content key={tab.value} value={tab.value}>
          {tab.content}
        </TabsParts.Content>
      ))}
    </TabsParts.Root>
  )
}
