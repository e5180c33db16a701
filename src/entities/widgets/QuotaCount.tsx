// Widget `quota_count`: a count quota, null meaning unlimited (001 §5: unlimited objects are sent as null).
import { useLanguage, useText } from '../../../ui/i18n/translate'
import { numberFormat, intlLocale } from '../../../ui/format/money'
import type { WidgetProps } from './types'

export function QuotaCount({ value }: WidgetProps) {
  const text = useText()
  const language = useLanguage()
  if (value === null) return <>{text('console.entity.unlimited')}</>
  return <>{typeof value === 'number' ? numberFormat(intlLocale(language), 'integer', () => ({ maximumFractionDigits: 0 })).format(value) : '—'}</>
}
