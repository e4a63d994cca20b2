// Featured offers (§R2): the home page's banners from page content, in a carousel that moves
// only when asked. An offer without its own image shows the offer placeholder at a fitting size.
import { css } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'
import { BannerText } from '~/features/page-content/banner-text'
import { homeText } from '~/i18n/plain/home'
import { Carousel } from '~/ui/carousel'
import { Image } from '~/ui/image'

const placeholder = `${import.meta.env.BASE_URL}images/placeholders`
// The four offer placeholder sizes, widest last.
export const offerPlaceholderSrcSet = [
  `${placeholder}/offer-small.svg 320w`,
  `${placeholder}/offer-medium.svg 640w`,
  `${placeholder}/offer-large.svg 1200w`,
  `${placeholder}/offer-xlarge.svg 1920w`,
].join(', ')

export function FeaturedOffers({ offers }: { offers: Banner[] }) {
  if (offers.length === 0) return null
  return (
    // The carousel is the landmark (a region named after the offers); a section around it too would be a
    // second landmark of the same name. Its links lead to searches from the destination carousel (§R3).
    <div data-interaction-source="destination carousel">
      <h2 id="featured-offers" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '4' })}>
        {homeText('offers.heading')}
      </h2>
      <Carousel
        label={homeText('offers.heading')}
        previousLabel={homeText('offers.previous')}
        nextLabel={homeText('offers.next')}
        slidesPerPage={3}
        items={offers.map((offer) => ({ id: offer.id, content: <OfferCard offer={offer} /> }))}
      />
    </div>
  )
}

function OfferCard({ offer }: { offer: Banner }) {
  return (
    <article className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', overflow: 'hidden', bg: 'bg.canvas', h: 'full' })}>
      {offer.image ? (
        <Image src={offer.image.src} alt={offer.image.alt} width={640} height={400} sizes="(min-width: 1200px) 400px, (min-width: 768px) 33vw, 100vw" className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' })} />
      ) : (
        <img
          src={`${placeholder}/offer-medium.svg`}
          srcSet={offerPlaceholderSrcSet}
          sizes="(min-width: 1200px) 400px, (min-width: 750px) 50vw, 100vw"
          alt=""
          width={640}
          height={400}
          loading="lazy"
          className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover' })}
        />
      )}
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <BannerText banner={offer} />
      </div>
    </article>
  )
}
