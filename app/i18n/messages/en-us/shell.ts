// Texts of the site frame (app/features/shell): skip link, navigation, footer, draft mode banner. Plain messages, read without the formatter
// (../../plain/shell.ts): {name} placeholders only; counts through `shellText.plural`.
export const shell = {
  'skip-link': 'Skip to main content',
  'navigation.travel': 'Travel',
  'navigation.menu': 'Menu',
  'navigation.loading': 'Loading the page',
  'footer.partner-resources': 'Card partner resources',
  'footer.help': 'Help and support',
  'footer.copyright': '© {year} {siteName}',
  'footer.links': 'Site links',
  'footer.menu': 'Site menu',
  'draft.label': 'Draft Mode',
  'draft.description': 'showing unpublished changes',
  'draft.exit': 'Exit Draft Mode',
  'line.accommodations': 'Hotels',
  'line.dining': 'Dining',
  'line.flights': 'Flights',
  'line.mobility': 'Car rental',
  'line.tours': 'Tours',
  'line.transport': 'Transport',
} as const
