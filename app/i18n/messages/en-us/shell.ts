// Texts of the site frame (app/features/shell): skip link, navigation, footer, draft mode banner. Plain messages, read without the formatter
// (../../plain/shell.ts): {name} placeholders only; counts through `shellText.plural`.
export const shell = {
  'skip-link': 'Skip to main content',
  'navigation.travel': 'Travel',
  'footer.partner-resources': 'Card partner resources',
  'footer.help': 'Help and support',
  'footer.copyright': '© {year} {siteName}',
  'draft.label': 'Draft Mode',
  'draft.description': 'showing unpublished changes',
  'draft.exit': 'Exit Draft Mode',
  'hash-dialogs.terms-and-conditions': 'Terms and conditions',
  'hash-dialogs.bookings-are-made-with-the': 'Bookings are made with the travel supplier named on your confirmation, whose rules for changes and cancellations apply.',
  'hash-dialogs.points-used-for-a-booking': 'Points used for a booking are returned when a refundable booking is cancelled within its free-cancellation period.',
  'hash-dialogs.car-rental-rules': 'Car rental rules',
  'line.accommodations': 'Hotels',
  'line.dining': 'Dining',
  'line.flights': 'Flights',
  'line.mobility': 'Car rental',
  'line.tours': 'Tours',
  'line.transport': 'Transport',
} as const
