// ui/: generic React + Chakra UI v3 components. They import engine/ only; the router, queries and the API
// client come in through props and callbacks (docs/ARCHITECTURE.md Layout).
export * from './actions'
export * from './details'
export * from './dialog'
export * from './format'
export * from './forms'
export * from './shell'
export * from './status'
export * from './table'
export * from './theme'
export * from './verification'
export { namespaceOfKey, translate, useLanguage, useText, type Text, type TranslateOptions } from './i18n/translate'
