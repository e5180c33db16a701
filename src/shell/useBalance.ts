import type { Balance } from '../../generated/types/index.js'
import { ENDPOINTS } from '../query/apiQuery'
import { useApiQuery } from '../query/hooks'

/** GET /balance; the websocket's balance event replaces it in the cache (src/live/eventTable.ts). */
export function useBalance() {
  return useApiQuery<Balance>(ENDPOINTS.balance)
}
