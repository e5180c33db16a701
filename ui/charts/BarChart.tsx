// A bar chart drawn with boxes (no chart library: a few kilobytes, loaded with the page that shows it). Columns
// (`direction="columns"`, e.g. a value per day) or rows with their labels (`direction="rows"`, e.g. a value per
// item). The figure is an image with a label for screen readers; every bar carries its label and value as a
// title, and rows show them as text.
import { Box, Flex, Text } from '@chakra-ui/react'

export interface Bar {
  key: string
  label: string
  value: number
  /** the value as shown (formatted money) */
  display: string
}

export interface BarChartProps {
  bars: readonly Bar[]
  /** what the chart shows, for screen readers */
  label: string
  direction?: 'columns' | 'rows'
  /** columns: the chart's height */
  height?: string
}

const BAR_COLOR = { base: 'blue.600', _dark: 'blue.300' }

export function BarChart({ bars, label, direction = 'columns', height = '10rem' }: BarChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value))
  const share = (value: number): string => `${max > 0 ? Math.max(0, (value / max) * 100) : 0}%`
  if (direction === 'rows') {
    return (
      <Box role="img" aria-label={label}>
        {bars.map((bar) => (
          <Box key={bar.key} mb="2" title={`${bar.label}: ${bar.display}`}>
            <Flex justify="space-between" gap="2" fontSize="sm">
              <Text truncate>{bar.label}</Text>
              <Text flexShrink={0} fontVariantNumeric="tabular-nums">
                {bar.display}
              </Text>
            </Flex>
            <Box bg="bg.muted" rounded="sm" h="2">
              <Box bg={BAR_COLOR} rounded="sm" h="2" w={share(bar.value)} />
            </Box>
          </Box>
        ))}
      </Box>
    )
  }
  return (
    <Flex role="img" aria-label={label} align="flex-end" gap="1" h={height} borderBottomWidth="1px" overflowX="auto" tabIndex={0} _focusVisible={{ focusRing: 'outside' }}>
      {bars.map((bar) => (
        <Box key={bar.key} flex="1" minW="2" h={share(bar.value)} bg={BAR_COLOR} roundedTop="sm" title={`${bar.label}: ${bar.display}`} />
      ))}
    </Flex>
  )
}
