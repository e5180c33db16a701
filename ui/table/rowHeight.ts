/**
 * The height of every data row of EntityTable, in px. The virtualizer places the rows by it (they are not
 * measured), so a row drawn any taller would push the last one out of the scrolling box.
 */
export const ROW_HEIGHT_PX = 52
