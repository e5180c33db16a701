// What a list draws for a row, kept for the rows drawn lately only. The table draws its visible rows again on every
// scroll frame, and an element React has seen before is not rendered again; but a cache kept for every row object
// (a WeakMap) holds the elements, menus and related items of all 10,000 rows scrolled past for as long as the list
// is cached: most of the heap, and every major garbage collection marks it again (issue 13: its pauses were the
// long scroll frames). Two generations of `limit` rows each: a row found in the older one moves to the newer, and
// when the newer is full the older goes.
// What it keeps is an object (cells, a menu, related items), so a miss reads as undefined in one lookup: `get` runs
// for every cell of every drawn row on each scroll frame.
export class RecentRows<Value extends object> {
  private newer = new Map<object, Value>()
  private older = new Map<object, Value>()

  constructor(private readonly limit: number) {}

  get(row: object): Value | undefined {
    const recent = this.newer.get(row)
    if (recent !== undefined) return recent
    const older = this.older.get(row)
    if (older !== undefined) this.set(row, older)
    return older
  }

  set(row: object, value: Value): void {
    this.newer.set(row, value)
    if (this.newer.size < this.limit) return
    this.older = this.newer
    this.newer = new Map()
  }
}

/** Rows a list keeps its drawn cells for: many times the rows a screen shows, with the table's overscan. */
export const RECENT_ROWS = 200
