// 000 §2: "A detail page returns to its list when a delete event arrives for the item."
// A detail page passes its item (from its detail query); when the live table has marked it deleted, the page
// goes to the kind's list route (registry.listRoute).
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { registry } from '../../entities/index'
import { isDeletedItem } from './eventTable'

export function useReturnToListWhenDeleted(kind: string, item: unknown): void {
  const navigate = useNavigate()
  const deleted = isDeletedItem(item)
  useEffect(() => {
    if (!deleted) return
    const list = registry.listRoute(kind)
    if (list) void navigate({ to: list.path, replace: true })
  }, [deleted, kind, navigate])
}
