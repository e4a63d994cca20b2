// The button that opens the "All filters" dialog on every results page, hotels' too (issue 43): named as the
// dialog it opens, and saying how many filters are on ("All filters (2 on)"), as the column's tags show them.
import { css } from 'styled-system/css'
import { linesText } from '~/i18n/plain/lines'

const allFiltersClass = css({ px: '3', minH: '10', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.canvas', cursor: 'pointer', _hover: { bg: 'bg.subtle' } })

/** `active`: how many filters are on (one per removable tag). */
export function AllFiltersButton({ active, onOpen }: { active: number; onOpen: () => void }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={onOpen} className={allFiltersClass}>
      {active > 0 ? linesText('results.all-filters-active', { count: active }) : linesText('results.all-filters')}
    </button>
  )
}

/** The dialog's title: the trigger's words without the count. */
export const allFiltersTitle = () => linesText('results.all-filters')
