// Language of the site (§R9): locales, messages by namespace, formatting and loading them.
export { defaultLocale, locales, resolveLocale, type Locale } from './locales'
export { namespaces, type FlatMessages, type MessageKey, type Namespace } from './catalogue'
export { createIntlFor, t, translatorFor, type MessageValues, type Translate } from './intl'
export { bundledMessageReader, loadMessages, translationReads, type LoadMessagesOptions, type MessageReader } from './load-messages'
export {
  networkErrorMessageKey,
  pageErrorMessageKeys,
  pageErrorTypeOf,
  pageErrorTypes,
  supplierErrorCodes,
  supplierErrorMessageKey,
  type PageErrorType,
  type SupplierErrorCode,
} from './error-messages'
export { isPlainMessage, plainTranslator, type PlainValues } from './plain-message'
