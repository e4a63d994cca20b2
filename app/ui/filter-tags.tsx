// Active filters as removable tags (SPEC.md §2 "search results have filter, sort and tags"): each tag
// is a button that removes its filter; shared by every line's results page.
import { css } from 'styled-system/css'
import { uiText } from '~/i18n/plain/ui'

export type FilterTag<Change> = { label: string; remove: Change }

export function FilterTags<Change>({ tags, onRemove }: { tags: readonly FilterTag<Change>[]; onRemove: (change: Change) => void }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={uiText('filter-tags.label')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4' })}>
      {tags.map((tag) => (
        <li key={tag.label}>
          <button type="button" onClick={() => onRemove(tag.remove)} className={css({ px: '3', py: '1', minH: '6', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.emphasized', cursor: 'pointer', fontSize: 'sm' })}>
            {tag.label} <span aria-hidden="true">×</span>
            <span className={css({ srOnly: true })}>{` ${uiText('filter-tags.remove')}`}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
