// The route loaders' module (loaders.ts: the queries, the project choice, the registry), loaded once and then
// held: a loader runs at once when it is here, so its calls go out before the navigation's first render (the sync
// re-render React schedules in a microtask would otherwise come first and hold them back by its length).
type Loaders = typeof import('./loaders')

let loaded: Loaders | undefined

/** Runs `prefetch` with the loaders' module: at once when it is loaded, else when it has loaded. */
export function withLoaders(prefetch: (module: Loaders) => void): void {
  if (loaded) return prefetch(loaded)
  void import('./loaders').then((module) => prefetch((loaded = module)))
}
