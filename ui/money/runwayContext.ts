// The balance a paid dialog's runway note reads: the app provides it (ui/ knows no query); without a provider
// the note stays hidden.
import { createContext, useContext } from 'react'
import type { RunwayBalance } from './runwayChange'

export const RunwayBalanceContext = createContext<RunwayBalance | undefined>(undefined)

export const useRunwayBalance = (): RunwayBalance | undefined => useContext(RunwayBalanceContext)
