// 000 §5: entity-name mode turns spaces into dashes and strips disallowed characters (Cyrillic optionally);
// strict mode keeps only a-z, 0-9, dash and underscore.
import { entityName, strictName } from '../rules'
import { TextField } from './TextField'
import type { BaseFieldProps } from './types'

export interface NameFieldProps extends BaseFieldProps {
  mode?: 'entity' | 'strict'
  allowCyrillic?: boolean
  placeholder?: string
}

export function NameField({ mode = 'entity', allowCyrillic = false, ...props }: NameFieldProps) {
  const transform = mode === 'strict' ? strictName : (value: string) => entityName(value, { cyrillic: allowCyrillic })
  return <TextField {...props} autoComplete="off" transform={transform} />
}
