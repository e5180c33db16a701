// (h) ws → screen: demo has the 10,000-volume list open; another session renames the newest volume (the list's
// first row) through the API, and the time from sending that call until the page's table shows the new name is
// taken: the emulator's answer, its websocket event and the console applying it to the row. Both ends read the
// same clock (Node's and the page's performance.timeOrigin + now()); the page's MutationObserver notes the
// instant the row's text changes. EVENTS renames, one at a time; no budget is named (issue 13, 6).
import type { Browser, Page } from 'playwright-core'
import { accessToken, median, ms, type PartResult } from './support'
import { firstRowOrNotFound, signIn, VOLUMES_PATH } from './volumes-list'

const EVENTS = 9
/** how long one rename may take to show before the part fails */
const SHOW_WITHIN_MS = 15_000
/** the volumes table (its label, ru), as volumes-list.ts finds it */
const TABLE = 'table[aria-label="Диски"]'

/** Resolves with the epoch ms (high resolution) at which the table first holds `name`. A string: see volumes-list.ts. */
const SHOWN = (name: string) => `
  new Promise(function (resolve, reject) {
    var table = document.querySelector(${JSON.stringify(TABLE)})
    if (!table) return reject(new Error('no volumes table'))
    var observer = new MutationObserver(function () {
      if (table.textContent.indexOf(${JSON.stringify(name)}) === -1) return
      observer.disconnect()
      resolve(performance.timeOrigin + performance.now())
    })
    observer.observe(table, { childList: true, subtree: true, characterData: true })
    window.__benchShown = true
  })
`

const now = (): number => performance.timeOrigin + performance.now()

async function newestVolume(baseUrl: string, token: string, projectId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/projects/${projectId}/volumes?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  const id = ((await response.json()) as { result: { id: string }[] }).result[0]?.id
  if (!id) throw new Error('the volume list is empty')
  return id
}

/** one rename: ms until the page shows it, and the PATCH's own round trip */
async function renameShown(page: Page, baseUrl: string, token: string, volumeId: string, name: string): Promise<{ shown: number; answered: number }> {
  await page.evaluate('window.__benchShown = false')
  const shown = page.evaluate<number>(SHOWN(name))
  // the observer is in place before the call goes out
  await page.waitForFunction('window.__benchShown === true')
  const sent = now()
  const response = await fetch(`${baseUrl}/api/v1/volumes/${volumeId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  })
  const answered = now() - sent
  if (response.status !== 200) throw new Error(`PATCH volumes/${volumeId}: HTTP ${response.status} ${await response.text()}`)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the rename to ${name} did not show within ${SHOW_WITHIN_MS / 1000} s`)), SHOW_WITHIN_MS)
  })
  try {
    return { shown: (await Promise.race([shown, late])) - sent, answered }
  } finally {
    clearTimeout(timer)
  }
}

export async function measureWsLatency(browser: Browser, baseUrl: string, projectId: string): Promise<PartResult> {
  const name = `ws → screen: another session renames the list's first row, until the open page shows it (${EVENTS} renames)`
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  try {
    await signIn(page, baseUrl)
    await page.goto(`${baseUrl}${VOLUMES_PATH}`)
    if ((await firstRowOrNotFound(page)) === 'not-found') return { name, lines: ['skipped: volumes page not built'], broken: [] }
    // the other session: a sign-in of its own
    const token = await accessToken(baseUrl)
    const volumeId = await newestVolume(baseUrl, token, projectId)
    const tag = Date.now().toString(36)
    // the first rename warms the path (the socket's first event, the row's first re-render) and is not counted
    await renameShown(page, baseUrl, token, volumeId, `bench-ws-${tag}-warm`)
    const shown: number[] = []
    const answered: number[] = []
    for (let event = 0; event < EVENTS; event += 1) {
      const result = await renameShown(page, baseUrl, token, volumeId, `bench-ws-${tag}-${event}`)
      shown.push(result.shown)
      answered.push(result.answered)
      await page.waitForTimeout(200)
    }
    const spread = (values: readonly number[]): string => `${ms(Math.min(...values))}–${ms(Math.max(...values))}`
    return {
      name,
      lines: [`call sent → row shows the new name: median ${ms(median(shown))} (${spread(shown)})`, `of which the PATCH's own answer: median ${ms(median(answered))} (${spread(answered)})`],
      broken: [],
    }
  } finally {
    await context.close()
  }
}
