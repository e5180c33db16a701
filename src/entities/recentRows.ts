// What a list draws for a row, kept for the rows drawn lately only. The table draws its visible rows again on every
// scroll frame, and an element React has seen before is not rendered again; but a cache kept for every row object
// (a WeakMap) holds the elements, menus and related items of all 10,000 rows scrolled past for as long as the list
// is cached: most of the heap, and every major garbage collection marks it again (issue 13: its pauses were the
// long scroll frames). Two generations of `limit` rows each: a row found in the older one moves to the newer, and
// when the newer is full the older goes.
export class RecentRows<Value> {
  private newer = new Map<object, Value>()
  private older = new Map<object, Value>()

  constructor(private readonly limit: number) {}

  get(row: object): Value | undefined {
    if (this.newer.has(row)) return this.newer.get(row)
    if (!this.older.has(row)) return undefined
    const value = this.older.get(row) as Value
    this.set(row, value)
    return value
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
