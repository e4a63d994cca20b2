import { css } from 'styled-system/css'
import { shellText } from '~/i18n/plain/shell'

export const mainContentId = 'main-content'

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className={css({
        position: 'absolute',
        left: '4',
        top: '-20',
        zIndex: 'skipLink',
        bg: 'bg.canvas',
        color: 'fg.link',
        px: '4',
        py: '2',
        borderRadius: 'md',
        boxShadow: 'md',
        _focusVisible: { top: '4' },
      })}
    >
      {shellText('skip-link')}
    </a>
  )
}
