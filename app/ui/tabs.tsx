// Tabs as the WAI-ARIA tabs pattern writes them: a labelled tablist of buttons, the selected one in the
// tab order and the others reached with the arrow keys (Home and End for the ends, wrapping round), a
// tab chosen as it is focused, and each panel named by its tab, e.g. the lines of business of the home
// search widget. Written here rather than on Ark's Tabs: Ark's machine, presence and locale helpers
// were ~12 KB compressed that a phone downloaded on the home page before touching it, for the same
// markup and keys (docs/decisions/083). The slot recipe is the same.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
// The recipe's own module, not the index: the index ties every recipe into one shared chunk (8 KB
// compressed) on the first load of any page with tabs, such as home (docs/decisions/040).
import { tabs as tabsRecipe } from 'styled-system/recipes/tabs'
import { recipeParts } from './recipe-parts'

const TabsParts = recipeParts(tabsRecipe, { Root: 'div', List: 'div', Trigger: 'button', Content: 'div' }, ['Root'], ['List', 'Trigger', 'Content'])

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

/** The tab an arrow, Home or End key moves to among the enabled ones (wrapping round); undefined for other keys. */
export function tabAfterKey(key: string, values: string[], current: string): string | undefined {
  if (values.length === 0) return undefined
  const index = Math.max(0, values.indexOf(current))
  switch (key) {
    case 'ArrowRight':
      return values[(index + 1) % values.length]
    case 'ArrowLeft':
      return values[(index - 1 + values.length) % values.length]
    case 'Home':
      return values[0]
    case 'End':
      return values[values.length - 1]
    default:
      return undefined
  }
}

export function Tabs({ label, tabs, value, defaultValue, onValueChange, className }: TabsProps) {
  const id = useId()
  const [chosen, setChosen] = useState(defaultValue ?? tabs[0]?.value)
  const selected = value ?? chosen
  // A panel's content mounts when its tab is first chosen and then stays (other lines' forms load only then).
  const [visited, setVisited] = useState<ReadonlySet<string | undefined>>(() => new Set([selected]))
  const triggers = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (tab: string) => `${id}-tab-${tab}`
  const panelId = (tab: string) => `${id}-panel-${tab}`
  if (!visited.has(selected)) setVisited(new Set(visited).add(selected))

  const choose = (next: string) => {
    if (next === selected) return
    setChosen(next)
    onValueChange?.(next)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const next = tabAfterKey(event.key, tabs.filter((tab) => !tab.disabled).map((tab) => tab.value), current)
    if (next === undefined) return
    event.preventDefault()
    triggers.current.get(next)?.focus()
    choose(next)
  }

  return (
    <TabsParts.Root className={className}>
      <TabsParts.List role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab) => (
          <TabsParts.Trigger
            key={tab.value}
            ref={(element: HTMLButtonElement | null) => {
              if (element) triggers.current.set(tab.value, element)
              else triggers.current.delete(tab.value)
            }}
            type="button"
            role="tab"
            id={tabId(tab.value)}
            aria-selected={tab.value === selected}
            aria-controls={panelId(tab.value)}
            tabIndex={tab.value === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => choose(tab.value)}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, tab.value)}
          >
            {tab.title}
          </TabsParts.Trigger>
        ))}
      </TabsParts.List>
      {tabs.map((tab) => (
        <TabsParts.Content key={tab.value} role="tabpanel" id={panelId(tab.value)} aria-labelledby={tabId(tab.value)} tabIndex={0} hidden={tab.value !== selected}>
          {visited.has(tab.value) ? tab.content : null}
        </TabsParts.Content>
      ))}
    </TabsParts.Root>
  )
}
