export { formatDate } from './date'
export { intlLocale, type UiLanguage } from './money'
export { formatMoney } from './money'
export { formatSizeGb } from './size'
