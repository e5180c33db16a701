// The console's actions: the action menu of an item, the button of a collection action, and the runner that
// carries a chosen action through redirect, dialog and the action flow (000 §4 Generic action flow).
export { EntityActions, type EntityActionsProps } from './EntityActions'
export { CollectionAction, type CollectionActionProps } from './CollectionAction'
export { ActionRunnerProvider, useRunAction, type ActionRunnerProviderProps, type RunAction, type RunOptions } from './ActionRunner'
