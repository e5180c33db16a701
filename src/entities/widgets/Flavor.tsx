// Widget `flavor`: a flavor (000 §3 Flavor) as its vCPU and RAM, and whether the CPU is dedicated.
import type { Flavor as FlavorValue } from '../../../generated/types/index.js'
import { formatSizeGb } from '../../../ui/format/size'
import { useLanguage, useText } from '../../../ui/i18n/translate'
import type { WidgetProps } from './types'

export function Flavor({ value }: WidgetProps) {
  const text = useText()
  const language = useLanguage()
  if (value === null || typeof value !== 'object') return <>—</>
  const flavor = value as FlavorValue
  const dedicated = flavor.cpu_type === 'DEDICATED' ? ` · ${text('console.entity.cpu_dedicated')}` : ''
  return <>{text('console.entity.flavor', { params: { vcpus: flavor.vcpus, ram: formatSizeGb(flavor.ram, language) } }) + dedicated}</>
}
