// Dates as the API gives them (ISO strings or epoch numbers), shown in the user's language.
import { dateTimeFormat, intlLocale } from './money'

function toDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value
  if (typeof value === 'number') {
    // epoch seconds or milliseconds: seconds are below 10^11 until the year 5138
    const date = new Date(value < 1e11 ? value * 1000 : value)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? undefined : date
  }
  return undefined
}

/** "22 нояб. 2025 г., 14:05" (ru) or "22 Nov 2025, 14:05" (en); unparseable values give an empty string. */
export function formatDate(value: unknown, language = 'ru', options: { time?: boolean; timeZone?: string } = {}): string {
  const date = toDate(value)
  if (!date) return ''
  const time = options.time ?? true
  const timeZone = options.timeZone ?? ''
  const formatter = dateTimeFormat(intlLocale(language), `medium|${time ? 'short' : ''}|${timeZone}`, () => {
    const format: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }
    if (time) format.timeStyle = 'short'
    if (timeZone) format.timeZone = timeZone
    return format
  })
  return formatter.format(date)
}
