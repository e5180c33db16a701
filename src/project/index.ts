export { pickProject, useCurrentProject, useCurrentProjectId, type CurrentProject } from './currentProject'
export { PROJECT_STORAGE_KEY, setCurrentProjectId, storedProjectId, subscribeProject } from './projectStore'
