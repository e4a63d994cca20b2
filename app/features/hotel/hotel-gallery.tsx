// The hotel's pictures on its offer page (issue 19): the main picture large (the page's largest image,
// preloaded) and the others beneath it, each opening the full-screen gallery at itself (issue 42 item 1);
// and a room's own pictures, its first as a thumbnail that opens the room's gallery.
import { css } from 'styled-system/css'
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { Image } from '~/ui/image'
import { LeadPicture, opensGallery, usePictureGallery } from '~/ui/pictures/picture-gallery'
import { hotelText } from '~/i18n/plain/hotel'

export function HotelGallery({ offer }: { offer: Pick<HotelOffer, 'name' | 'image' | 'images'> }) {
  const pictures = offer.images.length > 0 ? offer.images : [offer.image]
  const { linkTo, gallery } = usePictureGallery(hotelText('gallery.title', { name: offer.name }), pictures)
  const [main, ...more] = pictures
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <a {...linkTo(0)} className={opensGallery}>
        <Image src={main!.src} alt={main!.alt} width={720} height={450} priority sizes="(min-width: 900px) 60vw, 100vw" className={css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'lg', bg: 'bg.muted' })} />
      </a>
      {more.length > 0 && (
        <ul aria-label={hotelText('gallery.more', { name: offer.name })} className={css({ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: '2' })}>
          {more.map((image, index) => (
            <li key={image.alt}>
              {/* One stop for the keyboard, the main picture: the gallery it opens turns to every other one. */}
              <a {...linkTo(index + 1)} tabIndex={-1} className={opensGallery}>
                <Image src={image.src} alt={image.alt} width={160} height={100} layout="fixed" className={css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted' })} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {gallery}
    </div>
  )
}

/** A room's first picture with how many it has, opening the room's gallery. */
export function RoomPictures({ hotelName, room }: { hotelName: string; room: Pick<HotelOffer['rooms'][number], 'name' | 'images'> }) {
  return <LeadPicture title={hotelText('gallery.room-title', { room: room.name, name: hotelName })} pictures={room.images} width={160} height={100} layout="fixed" className={css({ w: { base: '6rem', md: '10rem' } })} />
}
