// Texts of the site frame: skip link, travel navigation, footer and the draft mode banner. Read
// without the message formatter (app/i18n/plain/shell.ts), so plain text and {name} placeholders only.
export const shell = {
  'skip-link': 'Skip to main content',
  'navigation.travel': 'Travel',
  'footer.partner-resources': 'Card partner resources',
  'footer.help': 'Help and support',
  'footer.copyright': '© {year} {siteName}',
  'draft.label': 'Draft Mode',
  'draft.description': 'showing unpublished changes',
  'draft.exit': 'Exit Draft Mode',
} as const
