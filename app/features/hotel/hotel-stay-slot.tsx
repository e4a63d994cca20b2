// Where the hotel page shows its change of stay (./hotel-stay-form.tsx): on screen from the server's HTML, its code (the
// form, the children's ages, the stay's rules) loaded on the traveller's first use of it, not with the page
// (docs/decisions/094), as the search forms' are (../lines/line-search-slot.tsx). Issue 40: the hotel page's first load
// was over its budget with the form's code in it.
import { Suspense, memo, type ComponentProps } from 'react'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'
import type { HotelStayForm } from './hotel-stay-form'

const slotId = 'hotel-stay'
const LazyHotelStayForm = lazyOnInteraction(slotId, () => import('./hotel-stay-form').then((module) => module.HotelStayForm))

/** Memoised on its props by value: the page rendering again before the form has hydrated would make React drop its server markup. */
export const HotelStaySlot = memo(
  function HotelStaySlot(props: ComponentProps<typeof HotelStayForm>) {
    return (
      <div id={slotId}>
        <Suspense fallback={null}>
          <LazyHotelStayForm {...props} />
        </Suspense>
      </div>
    )
  },
  (before, after) => JSON.stringify(before) === JSON.stringify(after),
)
