import { useLocation } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { shellText } from '~/i18n/plain/shell'

/** Tells a content editor that the page shows unpublished content, and how to leave (§R2). */
export function DraftModeBanner() {
  const href = useLocation({ select: (location) => location.href })
  // The return address with the base path, as every redirect target is given (server/http/redirect-target.ts).
  const here = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${href}`
  const exit = `${import.meta.env.BASE_URL}api/disable-draft?redirect=${encodeURIComponent(here)}`
  return (
    <aside
      aria-label={shellText('draft.label')}
      className={css({ bg: 'warning.subtle', color: 'fg.default', borderBottomWidth: '2px', borderColor: 'warning.default', px: '4', py: '2', display: 'flex', gap: '4', justifyContent: 'center', flexWrap: 'wrap' })}
    >
      <p>
        <strong>{shellText('draft.label')}</strong>: {shellText('draft.description')}
      </p>
      <a href={exit} className={css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })}>
        {shellText('draft.exit')}
      </a>
    </aside>
  )
}
