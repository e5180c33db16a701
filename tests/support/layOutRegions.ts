// jsdom lays nothing out: a table's scrolling region (role=region) gets a viewport of `height` px, as a browser
// would give it, and every other element none. The getter sits on HTMLElement.prototype over jsdom's own (on
// Element.prototype); the returned function takes it off again.
export function layOutRegions(height: () => number): () => void {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('role') === 'region' ? height() : 0
    },
  })
  return () => {
    if (own) Object.defineProperty(HTMLElement.prototype, 'clientHeight', own)
    else Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight')
  }
}
