// Travellers' reviews of one product, newest first: title and stars, the text, who wrote it and when
// (month and year). Shared by hotel, restaurant, tour and transfer pages. The month comes from
// lib/format/stay-date.ts, not ./dates.ts, whose Temporal polyfill would add ~20 KB to every offer page's first load.
import { css } from 'styled-system/css'
import type { TravellerReview } from '@contracts/lxp/shared/values.schema'
import { reviewsText } from '~/i18n/plain/reviews'
import { formatMonthOfYear } from '~/lib/format/stay-date'

export function ReviewList({ reviews }: { reviews: readonly TravellerReview[] }) {
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {reviews.map((review) => (
        <li key={`${review.author}-${review.date}`}>
          <article className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <h3 className={css({ fontWeight: 'semibold' })}>
              {review.title} · {reviewsText('review.rating', { rating: review.rating })}
            </h3>
            <p>{review.text}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{reviewsText('review.by', { author: review.author, date: formatMonthOfYear(review.date) })}</p>
          </article>
        </li>
      ))}
    </ul>
  )
}
