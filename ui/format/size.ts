// Sizes in gigabytes (volumes, disk space): "100 ГБ" / "100 GB" from Intl, so no unit string is hand-written.
import { numberFormat } from './cache'
import { intlLocale } from './locale'

export function formatSizeGb(size: number | string | null | undefined, language = 'ru'): string {
  const value = typeof size === 'string' ? Number(size) : size
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  return numberFormat(intlLocale(language), 'gigabyte', () => ({ style: 'unit', unit: 'gigabyte', maximumFractionDigits: 2 })).format(value)
}

const MB = 1048576

/** A size in bytes as megabytes below a gigabyte and gigabytes from one on, floored to 2 decimals (001 §5). */
export function formatBytes(bytes: number | null | undefined, language = 'ru'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return ''
  const unit = bytes >= 1024 * MB ? 'gigabyte' : 'megabyte'
  const value = Math.floor((bytes / (unit === 'gigabyte' ? 1024 * MB : MB)) * 100) / 100
  return numberFormat(intlLocale(language), unit, () => ({ style: 'unit', unit, maximumFractionDigits: 2 })).format(value)
}
