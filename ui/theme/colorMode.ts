// Light and dark: a class on <html> (the `.dark &` condition of Chakra's base preset), remembered in
// localStorage so the choice survives reloads. No next-themes: this is all it needs to do.
export type ColorMode = 'light' | 'dark'

export const COLOR_MODE_STORAGE_KEY = 'console.color-mode'

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark'
}

/** The stored choice, else the system preference, else light. */
export function initialColorMode(): ColorMode {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY)
    if (isColorMode(stored)) return stored
  } catch {
    // storage may be unavailable (private mode, blocked cookies): fall through
  }
  const prefersDark = typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-color-scheme: dark)').matches
  return prefersDark ? 'dark' : 'light'
}

/** Puts the mode on <html> (class and color-scheme) and remembers it. */
export function applyColorMode(mode: ColorMode, options: { persist?: boolean } = {}): void {
  if (typeof document !== 'undefined') {
    const root = document.documentElement
    root.classList.remove(mode === 'dark' ? 'light' : 'dark')
    root.classList.add(mode)
    root.style.colorScheme = mode
  }
  if (options.persist ?? true) {
    try {
      globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, mode)
    } catch {
      // not remembered, still applied
    }
  }
}
