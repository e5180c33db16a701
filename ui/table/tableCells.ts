// Cells styled once per table, not once per cell (issue 13: Chakra and emotion resolved the styles of every cell
// that mounted while 10,000 rows scrolled). EntityTable's root is a native Chakra table: one class whose
// descendant rules style its rows and cells, and the few things a cell draws (its text, a link, a status badge),
// by data attributes, from the theme's own recipes. Inside such a table CellText, StatusBadge and the console's
// entity links draw plain elements with those attributes (useStyledByTable); elsewhere they stay Chakra components.
import { useRecipe, type SystemStyleObject } from '@chakra-ui/react'
import { createContext, useContext, useMemo } from 'react'
import { STATUS_PALETTE } from '../status/statusClass'

const StyledByTableContext = createContext(false)

/** Provided by EntityTable around its rows. */
export const StyledByTableProvider = StyledByTableContext.Provider

/** Whether an enclosing table styles its cells' elements by their data attributes (see cellAttributes). */
export function useStyledByTable(): boolean {
  return useContext(StyledByTableContext)
}

/** The data attributes the table's rules style (a plain element's only styling inside the table). */
export const cellAttributes = {
  /** a text on one line, cut with an ellipsis */
  text: 'data-cell-text',
  /** a link to another page, in the brand's color */
  link: 'data-cell-link',
  /** with text or link: in the medium weight (a name) */
  strong: 'data-strong',
  /** a status badge; its color follows data-status-class */
  badge: 'data-cell-badge',
  /** the spinner of a processing status */
  spinner: 'data-cell-spinner',
  /** a button as the row's menu trigger: outline, small */
  button: 'data-cell-button',
} as const

/**
 * The columns of the header and of every row (the CSS grid template the table's rules read from --table-columns):
 * a column with a width keeps it, the others share what is left, the actions column last.
 */
export function columnTemplate(widths: readonly (string | undefined)[], actions: boolean): string {
  const tracks = widths.map((width) => width ?? 'minmax(0, 1fr)')
  return [...tracks, ...(actions ? [ACTIONS_WIDTH] : [])].join(' ')
}

const ACTIONS_WIDTH = '8rem'

const truncate: SystemStyleObject = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }

/** The root's rules for the body's rows and cells and what they draw, from the theme's badge, spinner and link recipes. */
export function useTableCellCss(): SystemStyleObject {
  const badge = useRecipe({ key: 'badge' })
  const spinner = useRecipe({ key: 'spinner' })
  const link = useRecipe({ key: 'link' })
  const button = useRecipe({ key: 'button' })
  return useMemo(() => {
    const a = cellAttributes
    const palettes = Object.fromEntries(Object.entries(STATUS_PALETTE).map(([cls, palette]) => [`& [${a.badge}][data-status-class=${cls}]`, { colorPalette: palette }]))
    const grid: SystemStyleObject = { display: 'grid', gridTemplateColumns: 'var(--table-columns)' }
    return {
      // Laid out as blocks and grids, not as a table (the root is a block too, at least as wide as its columns): the
      // table algorithm lays every row out again when one comes into view, and Blink then paints them all. The
      // header sticks to the top of the scrolling box.
      '& thead': { display: 'block', position: 'sticky', top: '0', zIndex: 1 },
      '& thead tr': grid,
      // each row placed by its transform in a body as tall as all the rows, exactly as tall as the virtualizer
      // places it; its cells centered in it, with no vertical padding, cutting what overflows
      '& tbody': { display: 'block' },
      '& tbody[data-rows]': { position: 'relative' },
      '& tbody[data-rows] > tr': { ...grid, position: 'absolute', top: '0', insetStart: '0', width: 'full', alignItems: 'center', borderBottomWidth: '1px' },
      '& tbody tr:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      '& tbody td': { minW: '0', overflow: 'hidden', py: '0', borderBottomWidth: '0' },
      '& tbody td[data-actions]': { overflow: 'visible', textAlign: 'end' },
      // a message (loading, empty, failed) across every column
      '& tbody tr[data-message]': { display: 'block' },
      '& tbody tr[data-message] > td': { display: 'block', overflow: 'visible', textAlign: 'center', py: '6', borderBottomWidth: '1px' },
      '& tbody tr[data-clickable]': { cursor: 'pointer', _hover: { bg: 'bg.muted' } },
      // a phone's card (CardCell): the name, then the status and one more value on one line
      '& [data-card], & [data-card] > div, & [data-card-details] > div': { minW: '0' },
      '& [data-card-details]': { display: 'flex', alignItems: 'center', gap: '3', mt: '1', fontSize: 'sm', color: 'fg.muted' },
      '& [data-card-details] > div[data-card-status]': { flexShrink: 0 },
      [`& [${a.text}]`]: { display: 'block', ...truncate },
      [`& [${a.link}]`]: { ...link({ variant: 'plain' }), colorPalette: 'brand', color: 'colorPalette.fg', display: 'inline-block', verticalAlign: 'top', maxW: 'full', ...truncate },
      [`& [${a.strong}]`]: { fontWeight: 'medium' },
      [`& [${a.badge}]`]: { ...badge({ variant: 'subtle' }), gap: '1.5' },
      ...palettes,
      [`& [${a.spinner}]`]: spinner({ size: 'xs' }),
      [`& [${a.button}]`]: button({ variant: 'outline', size: 'sm' }),
    }
  }, [badge, spinner, link, button])
}
