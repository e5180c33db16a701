// Sizes in gigabytes (volumes, disk space): "100 ГБ" / "100 GB" from Intl, so no unit string is hand-written.
import { numberFormat } from './cache'
import { intlLocale } from './locale'

export function formatSizeGb(size: number | string | null | undefined, language = 'ru'): string {
  const value = typeof size === 'string' ? Number(size) : size
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return numberFormat(intlLocale(language), 'gigabyte', () => ({ style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 })).format(value)
}
