// Texts of the hidden debug dialog (Shift+6) and its tester app-id switcher (app/features/debug-tools), loaded
// with the dialog. Plain messages, read without the formatter (../../plain/debug.ts).
export const debug = {
  'app-id-switcher.tester-app-id': 'Tester app id',
  'app-id-switcher.loading-app-ids': 'Loading app ids…',
  'app-id-switcher.app-id-until-the-browser': 'App id (until the browser closes)',
  'app-id-switcher.default-site': 'Default site',
  'app-id-switcher.use-this-app': 'Use this app',
  'debug-dialog.debug-information': 'Debug information',
  'debug-dialog.session-id': 'Session id',
  'debug-dialog.site-version': 'Site version',
  'debug-dialog.reading': 'reading…',
  'debug-dialog.copy': 'Copy {what}',
  'debug-dialog.copy-button': 'Copy',
  'debug-dialog.copied': 'Copied',
} as const
