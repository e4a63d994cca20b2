// The filters dialog of every line's results page (§R2: 728 px, full screen on phones): the same
// filters as the column beside the results, applied as they change, with a button back to the results.
// Loaded when first opened.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { linesText } from '~/i18n/plain/lines'
import { allFiltersTitle } from './all-filters-button'

/** `count`: the results the filters leave, said as it changes (the page's own count is hidden behind the dialog). */
export function LineFiltersDialog({ open, onOpenChange, filters, count }: { open: boolean; onOpenChange: (open: boolean) => void; filters: ReactNode; count?: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={allFiltersTitle()} size="md" fullScreenOnMobile status={count}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{filters}</div>
      <div className={css({ pt: '4', mt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
        <Button className={css({ w: 'full' })} onClick={() => onOpenChange(false)}>
          {linesText('results.show-results')}
        </Button>
      </div>
    </Dialog>
  )
}
