// The hotel page's link preview (§R2.103): the hotel's name, its own description and its main picture at the width
// link previews draw (1200 px), through the image endpoint, which draws a drawing (SVG, which previews do not show) in WebP.
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { imageUrl } from '~/ui/image'

export const hotelOfferPreview = (offer: HotelOffer) => ({
  documentTitle: offer.name,
  documentDescription: offer.description,
  previewImage: imageUrl(offer.image.src, 1200),
})
