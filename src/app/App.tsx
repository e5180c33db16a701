import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from '../router/router'
import { queryClient } from '../query/queryClient'
import { Providers } from './Providers'

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  )
}
