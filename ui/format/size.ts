// Sizes in gigabytes (volumes, disk space): "100 ГБ" / "100 GB" from Intl, so no unit string is hand-written.
import { numberFormat, intlLocale } from './money'

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

const UNITS = ['kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const

/** A size counted in KB (1024 a step), in the largest unit it reaches: "2,34 ГБ" / "812 KB". */
export function formatSizeKb(size: number | string | null | undefined, language = 'ru'): string {
  let value = typeof size === 'string' ? Number(size) : size
  if (value === null || value === undefined || !Number.isFinite(value)) return ''
  let unit = 0
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit += 1
  }
  const name = UNITS[unit] ?? 'kilobyte'
  return numberFormat(intlLocale(language), name, () => ({ style: 'unit', unit: name, maximumFractionDigits: 2 })).format(value)
}
