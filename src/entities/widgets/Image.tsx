// Widget `image`: an image by its name, else its operating system's distribution and version (000 §3 Image).
import type { WidgetProps } from './types'

const record = (value: unknown): Record<string, unknown> => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {})

export function Image({ value }: WidgetProps) {
  const image = record(value)
  const os = record(image.operation_system)
  const name = typeof image.name === 'string' && image.name !== '' ? image.name : [os.distribution, os.version].filter((part) => typeof part === 'string' && part !== '').join(' ')
  return <>{name === '' ? '—' : name}</>
}
