import { chakra, createSlotRecipeContext, type HTMLChakraProps, type SlotRecipeProps } from '@chakra-ui/react'
import { switchLanguage } from '../i18n/language'
import { LANGUAGES } from '../i18n/resources'
import { useSignText } from '../i18n/signText'
import { isLanguage } from '../i18n/storage'

// Chakra's native select in its recipe's styles, without Ark's Field.Select (the sign pages draw this switch: their
// JavaScript is budgeted, STYLE.md "Bundles"); the same root, select and chevron.
const { withProvider, withContext } = createSlotRecipeContext({ key: 'nativeSelect' })
const Root = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & SlotRecipeProps<'nativeSelect'>>('div', 'root')
const Select = withContext<HTMLSelectElement, HTMLChakraProps<'select'>>('select', 'field')
const Indicator = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'indicator')

/**
 * ru / en (000 §1: Russian by default, English the other choice); the choice is remembered. The sign pages draw
 * it too: its texts come without i18next (signText.ts), and the switch reaches i18next once it is loaded.
 */
export function LanguageSwitch() {
  const { t, language } = useSignText()
  return (
    <Root size="sm" width="auto">
      <Select
        aria-label={t('app.language')}
        value={language}
        onChange={(event) => {
          const next = event.currentTarget.value
          if (isLanguage(next)) void switchLanguage(next)
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {t(`app.language.${option}`)}
          </option>
        ))}
      </Select>
      <Indicator>
        <chakra.svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </chakra.svg>
      </Indicator>
    </Root>
  )
}
