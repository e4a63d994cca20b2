// Where a results or landing page shows its line's search form. The form is on screen from the server's HTML,
// but its code (the shared form, its fields' wrappers, the line texts) loads on the traveller's first use of
// it, not with the page (docs/decisions/094): a line declares its form with `lazyLineSearchForm`.
import { Suspense, memo, type ComponentType, type ReactNode } from 'react'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'
import type { LineSearchFormProps } from './line-search-form'

const slotId = 'line-search'

/** A line's search form (from its `<line>-line-search.tsx`), loaded on first use where a page shows it in a `LineSearchSlot`. */
export function lazyLineSearchForm<Props extends LineSearchFormProps>(load: () => Promise<ComponentType<Props>>) {
  return lazyOnInteraction(slotId, load)
}

type SlotProps<Props> = { Form: ComponentType<Props>; props: Props }

/**
 * The form's place on the page. Memoised on the form's props by value: a page that renders again before the
 * form has hydrated (its queries settling) would otherwise make React drop the form's server markup.
 */
export const LineSearchSlot = memo(
  function LineSearchSlot<Props extends object>({ Form, props }: SlotProps<Props>) {
    return (
      <div id={slotId}>
        <Suspense fallback={null}>
          <Form {...props} />
        </Suspense>
      </div>
    )
  },
  (before, after) => before.Form === after.Form && JSON.stringify(before.props) === JSON.stringify(after.props),
) as <Props extends object>(props: SlotProps<Props>) => ReactNode
