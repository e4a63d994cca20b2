import { Link, type NotFoundRouteProps } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { ErrorLayout } from '~/features/errors/error-layout'
import { NotFoundPage } from '~/features/errors/not-found-page'
import { lineNames } from './lines'
import { lineTexts } from './line-texts'
import { linesText } from '~/i18n/plain/lines'

/** The not-found screen of a line's routes: says so when the whole line is switched off. */
export function LineUnavailableContent({ data }: NotFoundRouteProps) {
  const line = (data as { unavailableLine?: LineOfBusiness } | undefined)?.unavailableLine
  if (!line) return <NotFoundPage />
  return (
    <ErrorLayout heading={linesText('line-unavailable-content.heading', { title: lineNames[line].title })}>
      <p>
        {linesText('line-unavailable-content.not-offered', { plural: lineTexts[line].plural })}{' '}
        <Link to="/" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {linesText('line-unavailable-content.see-what-you')}
        </Link>
      </p>
    </ErrorLayout>
  )
}
