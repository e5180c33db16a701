import { useText } from '../i18n/translate'
import { ColorModeSwitch } from './ColorModeSwitch'

/** The light/dark switch (ColorModeSwitch) named in the current language; `showLabel` writes the name beside the glyph. */
export function ColorModeToggle({ showLabel = false }: { showLabel?: boolean }) {
  const text = useText()
  return <ColorModeSwitch showLabel={showLabel} labels={{ toLight: text('ui.color_mode.to_light'), toDark: text('ui.color_mode.to_dark') }} />
}
