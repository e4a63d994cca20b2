// The hotel's pictures on its offer page (issue 19): the platform's gallery, the main picture large
// (the page's largest image, preloaded) and the others beneath it. Rendered on the server; no script.
import { css } from 'styled-system/css'
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { Image } from '~/ui/image'
import { hotelText } from '~/i18n/plain/hotel'

export function HotelGallery({ offer }: { offer: Pick<HotelOffer, 'name' | 'image' | 'images'> }) {
  const [main = offer.image, ...more] = offer.images
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <Image src={main.src} alt={main.alt} width={720} height={450} priority sizes="(min-width: 900px) 60vw, 100vw" className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'lg', bg: 'bg.muted' })} />
      {more.length > 0 && (
        <ul aria-label={hotelText('gallery.more', { name: offer.name })} className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '2' })}>
          {more.map((image) => (
            <li key={image.alt}>
              <Image src={image.src} alt={image.alt} width={160} height={100} layout="fixed" className={css({ w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted' })} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
