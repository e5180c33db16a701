import type { ReactNode } from 'react'
import { ThemeProvider } from '../../ui/theme/ThemeProvider'
import { LoadedQueryClientProvider } from '../query/LoadedQueryClientProvider'

/** Theme (Chakra with the console's system, light/dark) and the query cache once it has loaded, around everything. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <LoadedQueryClientProvider>{children}</LoadedQueryClientProvider>
    </ThemeProvider>
  )
}
