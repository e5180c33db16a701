// What jsdom lacks and Chakra/Ark (zag) or the virtualizer touch: matchMedia, ResizeObserver, scrollIntoView,
// scrollTo. They do nothing here; layout-dependent behaviour is driven by the tests themselves.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub })
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub })
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {}
  if (!Element.prototype.scrollTo) Element.prototype.scrollTo = function scrollTo() {}
}
export {}
