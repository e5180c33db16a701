// The left menu's icons by the name a kind's config gives (pages.menu.icon). Each icon is imported from its own
// module, not the package's index of every icon, so only these load (with the shell, never with the sign-in page),
// in the build and in tests alike. A name not registered here draws the generic one.
import type { LucideIcon } from 'lucide-react'
import Archive from 'lucide-react/icons/archive'
import Camera from 'lucide-react/icons/camera'
import Circle from 'lucide-react/icons/circle'
import Cpu from 'lucide-react/icons/cpu'
import Globe from 'lucide-react/icons/globe'
import HardDrive from 'lucide-react/icons/hard-drive'
import Key from 'lucide-react/icons/key'
import KeyRound from 'lucide-react/icons/key-round'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'
import LifeBuoy from 'lucide-react/icons/life-buoy'

export const MENU_ICONS: Readonly<Record<string, LucideIcon>> = {
  'layout-dashboard': LayoutDashboard,
  cpu: Cpu,
  'hard-drive': HardDrive,
  camera: Camera,
  'key-round': KeyRound,
  globe: Globe,
  key: Key,
  archive: Archive,
  'life-buoy': LifeBuoy,
}

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name ? MENU_ICONS[name] : undefined) ?? Circle
  return <Icon size={16} aria-hidden="true" />
}
