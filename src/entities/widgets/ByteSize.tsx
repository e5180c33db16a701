// Widget `byte_size`: a size the API gives in bytes, as megabytes or gigabytes (001 §5: read back floored to 2
// decimals).
import { formatBytes } from '../../../ui/format/size'
import { useLanguage } from '../../../ui/i18n/translate'
import type { WidgetProps } from './types'

export function ByteSize({ value }: WidgetProps) {
  const language = useLanguage()
  return <>{typeof value === 'number' ? formatBytes(value, language) : '—'}</>
}
