// What a line's offer, checkout or compare page shows when it cannot show what its address asks for (nothing chosen,
// an offer gone or refused): why, and the way back to the line's search.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { ErrorLayout } from '~/features/errors/error-layout'
import { linePages } from './lines'
import { lineTexts } from './line-texts'

export function OfferUnavailableContent({ line, heading, message }: { line: LineOfBusiness; heading: string; message: string }) {
  return (
    <ErrorLayout heading={heading}>
      <p>
        {message}{' '}
        <Link to={linePages[line]} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
          {lineTexts[line].searchLabel}
        </Link>
      </p>
    </ErrorLayout>
  )
}
