// A hotel's guest reviews: the overall score in words, the score of each category as a bar, what guests
// mention most, and the recent reviews themselves.
import { css } from 'styled-system/css'
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { ReviewList } from '~/features/reviews/review-list'
import { reviewsText } from '~/i18n/plain/reviews'
import { formatCount } from '~/lib/format/stay-date'

const subTitle = css({ fontSize: 'lg', fontWeight: 'semibold', mt: '4', mb: '2' })

export function HotelReviews({ reviews, titleClass }: { reviews: HotelOffer['reviews']; titleClass: string }) {
  return (
    <section aria-labelledby="guest-reviews">
      <h2 id="guest-reviews" className={titleClass}>
        {reviewsText('hotel.heading')}
      </h2>
      <p>{reviewsText('hotel.summary', { score: reviews.score.toFixed(1), rating: reviews.rating, count: formatCount(reviews.count) })}</p>
      <h3 className={subTitle}>{reviewsText('hotel.categories')}</h3>
      <dl className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: '2', alignItems: 'center', maxW: 'md' })}>
        {reviews.categories.map((category) => (
          <div key={category.name} className={css({ display: 'contents' })}>
            <dt>{category.name}</dt>
            <dd aria-hidden className={css({ h: '2', bg: 'bg.subtle', borderRadius: 'full', overflow: 'hidden' })}>
              <span className={css({ display: 'block', h: 'full', bg: 'accent.default' })} style={{ width: `${(category.score / 5) * 100}%` }} />
            </dd>
            <dd>{reviewsText('review.rating', { rating: category.score.toFixed(1) })}</dd>
          </div>
        ))}
      </dl>
      <h3 className={subTitle}>{reviewsText('hotel.highlights')}</h3>
      <ul className={css({ listStyle: 'disc', pl: '6' })}>
        {reviews.highlights.map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
      <h3 className={subTitle}>{reviewsText('hotel.recent')}</h3>
      <ReviewList reviews={reviews.items} />
    </section>
  )
}
