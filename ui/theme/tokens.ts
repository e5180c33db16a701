// Brand tokens of the console: one brand palette (a deep cloud blue) with semantic tokens for light and dark,
// so `colorPalette="brand"` works on every recipe like Chakra's own palettes.
import { defineSemanticTokens, defineTokens } from '@chakra-ui/react'

export const brandTokens = defineTokens({
  colors: {
    brand: {
      50: { value: '#eef5ff' },
      100: { value: '#d9e8ff' },
      200: { value: '#bcd7ff' },
      300: { value: '#8ebeff' },
      400: { value: '#5899fd' },
      500: { value: '#3374f9' },
      600: { value: '#1d56ee' },
      700: { value: '#1542db' },
      800: { value: '#1837b1' },
      900: { value: '#1a338b' },
      950: { value: '#142155' },
    },
  },
  fonts: {
    heading: { value: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    body: { value: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  },
})

export const brandSemanticTokens = defineSemanticTokens({
  colors: {
    brand: {
      // white text on the dark theme's solid keeps 4.5:1 (WCAG AA): brand.500 gave 4.19
      solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
      contrast: { value: { _light: '{colors.white}', _dark: '{colors.white}' } },
      fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
      muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
      subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
      emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
      focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
      border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
    },
    shell: {
      nav: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
      header: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
    },
  },
})
