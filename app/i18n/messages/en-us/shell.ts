// Texts of the site frame (app/features/site-frame): skip link, navigation, footer, draft mode banner. Plain messages, read without the formatter
// (../../plain/shell.ts): {name} placeholders only; counts through `shellText.plural`.
export const shell = {
  'skip-link': 'Skip to main content',
  'navigation.travel': 'Travel',
  'navigation.menu': 'Menu',
  'navigation.loading': 'Loading the page',
  'navigation.find-booking': 'Find my booking',
  'footer.partner-resources': 'Card partner resources',
  'footer.developers': 'Developers: the Rewards Travel API',
  'footer.help': 'Help and support',
  'footer.copyright': '© {year} {siteName}',
  'locale.label': 'Language and region',
  'locale.en-US': 'English (United States)',
  'locale.en-GB': 'English (United Kingdom)',
  'locale.change': 'Change',
  /** The language in use, as the header's bar says it. */
  'locale.short.en-US': 'English (US)',
  'locale.short.en-GB': 'English (UK)',
  'footer.links': 'Site links',
  'footer.menu': 'Site menu',
  'draft.label': 'Draft Mode',
  'draft.description': 'showing unpublished changes',
  'draft.exit': 'Exit Draft Mode',
} as const
