// What every route declares besides its path: its name as the spec writes it (000 §2: the page title comes
// from the route name), whether it is a sign route (000 §2: leaving one is not remembered as the previous
// route), and for generated entity routes, which kind, config route and list filter they show.
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    name?: string
    sign?: boolean
    kind?: string
    route_key?: string
    filter?: string
  }
}

export {}
