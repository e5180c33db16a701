// Gives the paid dialogs' runway note (ui/dialog/DialogForm.tsx) the balance and the current cost per hour (GET /balance,
// kept live by the websocket's balance event): the dialogs of the signed-in area read it.
import type { ReactNode } from 'react'
import { RunwayBalanceContext } from '../../ui/format/money'
import { useBalance } from './useBalance'

export function RunwayBalanceProvider({ children }: { children: ReactNode }) {
  const data = useBalance().data
  const value = data ? { balance: data.balance, hour: data.current_cost?.hour ?? 0 } : undefined
  return <RunwayBalanceContext.Provider value={value}>{children}</RunwayBalanceContext.Provider>
}
