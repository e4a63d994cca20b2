// The filters dialog (§R2: 728 px, full screen on phones): every filter of the results page,
// applied as it changes, with a button that shows the results. Named as every line's is, by its trigger's words.
import { css } from 'styled-system/css'
import type { HotelSearchResult } from '@contracts/lxp/hotel.schema'
import { Button } from '~/ui/button'
import { Dialog } from '~/ui/dialog'
import { allFiltersTitle } from '~/features/lines/all-filters-button'
import { ResultsFilters } from './hotel-results-filters'
import type { HotelSearchParams } from './hotel-params'
import { hotelText } from '~/i18n/plain/hotel'

type FiltersDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  params: HotelSearchParams
  result: HotelSearchResult
  onChange: (changes: Partial<HotelSearchParams>) => void
}

export function FiltersDialog({ open, onOpenChange, params, result, onChange }: FiltersDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={allFiltersTitle()} size="md" fullScreenOnMobile status={hotelText.plural('results.count', result.total)}>
      <ResultsFilters params={params} facets={result.facets} onChange={onChange} />
      <div className={css({ pt: '4', mt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
        <Button className={css({ w: 'full' })} onClick={() => onOpenChange(false)}>
          {hotelText.plural('filters-dialog.show', result.total)}
        </Button>
      </div>
    </Dialog>
  )
}
