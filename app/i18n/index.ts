// Language of the site (§R9): locales, messages by namespace, formatting and loading them.
export { defaultLocale, locales, resolveLocale } from './locales'
export { namespaces, type Namespace } from './catalogue'
export { createIntlFor, t, translatorFor } from './intl'
export { loadMessages, translationReads, type MessageReader } from './load-messages'
export {
  networkErrorMessageKey,
  pageErrorMessageKeys,
  pageErrorTypes,
  supplierErrorCodes,
  supplierErrorMessageKey,
} from './error-messages'
export { isPlainMessage, plainTranslator } from './plain-message'
