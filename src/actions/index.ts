// The console's actions: the action menu of an item, the button of a collection action, and the runner that
// carries a chosen action through redirect, dialog and the action flow (000 §4 Generic action flow).
export {
  ActionRunnerProvider,
  CollectionAction,
  EntityActions,
  useActionEnv,
  useRunAction,
  type ActionEnv,
  type ActionRunnerProviderProps,
  type CollectionActionProps,
  type EntityActionsProps,
  type RunAction,
  type RunOptions,
} from './ActionRunner'
export { offersAny } from './verdicts'
