// The left menu's icons by the name a kind's config gives (pages.menu.icon). Each icon is imported on its own, so
// only these are bundled, with the shell (never with the sign-in page). A name not registered here draws the
// generic one, so a new kind's entry is never without an icon.
import { Camera, Circle, Cpu, Globe, HardDrive, Key, KeyRound, LayoutDashboard, type LucideIcon } from 'lucide-react'

export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  'layout-dashboard': LayoutDashboard,
  cpu: Cpu,
  'hard-drive': HardDrive,
  camera: Camera,
  'key-round': KeyRound,
  globe: Globe,
  key: Key,
}

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name ? MENU_ICONS[name] : undefined) ?? Circle
  return <Icon size={16} aria-hidden="true" />
}
