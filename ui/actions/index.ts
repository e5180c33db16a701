export { ActionMenu, type ActionMenuProps, type MenuAction } from './ActionMenu'
export { ReasonedButton, type ReasonedButtonProps } from './ReasonedButton'
