// Texts of the site frame (app/features/shell): skip link, navigation, footer, draft mode banner, debug dialog. Plain messages, read without the formatter
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
  'app-id-switcher.tester-app-id': 'Tester app id',
  'app-id-switcher.loading-app-ids': 'Loading app ids…',
  'app-id-switcher.app-id-until-the-browser': 'App id (until the browser closes)',
  'app-id-switcher.default-site': 'Default site',
  'app-id-switcher.use-this-app': 'Use this app',
  'debug-dialog.debug-information': 'Debug information',
  'debug-dialog.session-id': 'Session id',
  'debug-dialog.site-version': 'Site version',
} as const
