// Active filters as removable tags (§R2 "search results have filter, sort and tags"): each tag
// is a button that removes its filter, by a press or by Backspace or Delete (§R9.52 keys handled), as in
// a tag input; shared by every line's results page. After a removal the focus goes to the tag that
// took the removed one's place, so a keyboard user can remove tags one after another.
import { useEffect, useRef, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { uiText } from '~/i18n/plain/ui'

export type FilterTag<Change> = { label: string; remove: Change }

/** Keys that remove the focused tag. */
export const removeTagKeys = new Set(['Backspace', 'Delete'])

export function FilterTags<Change>({ tags, onRemove }: { tags: readonly FilterTag<Change>[]; onRemove: (change: Change) => void }) {
  const list = useRef<HTMLUListElement>(null)
  // The place of the tag last removed, focused again once the tags have changed.
  const removedAt = useRef<number | null>(null)
  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    const buttons = list.current?.querySelectorAll('button') ?? []
    buttons[Math.min(index, buttons.length - 1)]?.focus()
  }, [tags.length])

  if (tags.length === 0) return null
  const remove = (index: number, tag: FilterTag<Change>) => {
    removedAt.current = index
    onRemove(tag.remove)
  }
  return (
    <ul ref={list} aria-label={uiText('filter-tags.label')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '4' })}>
      {tags.map((tag, index) => (
        <li key={tag.label}>
          <button
            type="button"
            onClick={() => remove(index, tag)}
            onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
              if (!removeTagKeys.has(event.key)) return
              event.preventDefault()
              remove(index, tag)
            }}
            className={css({ px: '3', py: '1', minH: '6', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.emphasized', cursor: 'pointer', fontSize: 'sm' })}
          >
            {tag.label} <span aria-hidden="true">×</span>
            <span className={css({ srOnly: true })}>{` ${uiText('filter-tags.remove')}`}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
