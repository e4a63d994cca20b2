// The info button of a page content's info tooltip item (§R3). Apart from ./page-content-slot.tsx,
// which every page loads with its first scripts: only the checkouts show info tips (docs/decisions/088).
import { InfoTip } from '~/ui/info-tip'
import { usePageContent } from './page-content'

/** The info button of the page's info tooltip item `name` (§R3), named `label`; nothing when the page has no such item. */
export function PageInfoTip({ name, label }: { name: string; label: string }) {
  const item = usePageContent('infoTooltips')?.find((candidate) => candidate.name === name)
  if (!item) return null
  return <InfoTip label={label}>{item.document}</InfoTip>
}
