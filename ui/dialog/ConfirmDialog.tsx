// An action without fields asks for confirmation only (ActionConfig.dialog absent): the same machine, so it
// shows processing, the failure, "Готово" and closes after 1 s like any dialog.
import type { ReactNode } from 'react'
import { ActionDialog, type ActionDialogProps } from './ActionDialog'

export interface ConfirmDialogProps extends Omit<ActionDialogProps, 'dialog' | 'validate' | 'pickers' | 'itemName' | 'price'> {
  /** what is about to happen ("Диск «data» будет удалён") */
  description: ReactNode
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return <ActionDialog {...props} />
}
