// The picture gallery's words (app/ui/pictures), loaded with the pages that show pictures to open, not with every
// page. Plain messages, read without the formatter (../../plain/pictures.ts).
export const pictures = {
  /** A picture that opens the gallery: its description, then where it stands ("Lobby at …, picture 2 of 6"). */
  'open': '{alt}, picture {position} of {count}',
  'count': '{count} pictures',
  'previous': 'Previous picture',
  'next': 'Next picture',
  'position': 'Picture {position} of {count}',
  'said': 'Picture {position} of {count}: {alt}',
  'all': 'All pictures',
} as const
