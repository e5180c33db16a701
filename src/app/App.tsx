import { RouterProvider } from '@tanstack/react-router'
import type { AppRouter } from '../router/router'
import { Providers } from './Providers'

export function App({ router }: { router: AppRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
