/**
 * The height of every data row of EntityTable, in px. The virtualizer places the rows by it (they are not
 * measured), so a row drawn any taller would push the last one out of the scrolling box.
 */
export const ROW_HEIGHT_PX = 52

/** The height of a row drawn as a card on a phone (the name, then the status and one more value), in px. */
export const CARD_HEIGHT_PX = 68
