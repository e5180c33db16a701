export { ActionMenu, type ActionMenuProps, type MenuAction } from './ActionMenu'
