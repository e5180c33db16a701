// The CSS Chakra's provider inserts for the console's system (the layer order, then `_global`: the preflight, the
// global styles and every token's CSS variables), rendered through the same emotion code the browser runs. The
// build links it as a style sheet (codegen/chakra-global-css.ts) instead of every page load building it; no page
// imports this module.
import { Global } from '@emotion/react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { consoleSystem } from './system'

interface StyleSystem {
  _global: unknown
  layers: { atRule: string }
}

export function globalStyleSheet(system: StyleSystem = consoleSystem()): string {
  const markup = renderToStaticMarkup(createElement(Global, { styles: system._global as never }))
  const css = /^<style[^>]*>([\s\S]*)<\/style>$/.exec(markup)?.[1]
  if (css === undefined) throw new Error(`emotion's Global rendered no single <style>: ${markup.slice(0, 80)}`)
  return `${system.layers.atRule}\n${css}\n`
}
