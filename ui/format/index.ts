export { formatDate } from './date'
export { intlLocale, type UiLanguage } from './locale'
export { formatMoney } from './money'
export { formatSizeGb } from './size'
