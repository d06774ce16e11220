import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { AGREEMENT_VERSION } from '@gk/contract'
import { deviceAddress } from './api.ts'
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core'
import { inject } from 'vitest'

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts')

/** Debian's chromium, headless, with everything that phones home switched off. */
const chromiumOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})

/** The run's one Chromium (global setup), which every journey file connects to. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions())
}

/**
 * The browser of a journey file: a connection to the run's Chromium when global setup started one (ADR 105: a launch
 * per file cost ~2 s of the journeys' lane and ~0.6 CPU s, 28 times), else a Chromium of its own. Each file still
 * opens its own contexts (a phone each: storage, cookies and cache apart), and `close()` on a connection closes the
 * contexts it opened and disconnects, leaving the Chromium to the next file.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserWsEndpoint')
  return endpoint ? chromium.connect(endpoint) : chromium.launch(chromiumOptions())
}

/**
 * Marks the first-launch 用户协议/隐私政策 dialog as already agreed on this phone, for journeys about
 * something else (the account journey goes through the dialog itself).
 */
export async function agreedOnFirstLaunch(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript((version) => {
    if (localStorage.getItem('consentVersion') === null) localStorage.setItem('consentVersion', JSON.stringify(version))
  }, AGREEMENT_VERSION)
  return context
}

/** A phone: 390×844 at 2x, touch, zh-CN; agreed to the first-launch dialog unless `firstLaunch`. */
export async function newPhoneContext(browser: Browser, baseUrl: string, options: { firstLaunch?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // its own network, as a real phone has (the server's per-address limits count each phone apart)
    extraHTTPHeaders: { 'X-Forwarded-For': deviceAddress() },
  })
  return options.firstLaunch ? context : agreedOnFirstLaunch(context)
}

/** Opens a hash route, e.g. `pages/personal/login/index`. */
export async function openRoute(page: Page, route: string): Promise<void> {
  await page.goto(`/#/${route}`)
}

/** Saves a screenshot to e2e/artifacts/<name>.png (gitignored). */
export async function snap(page: Page, name: string): Promise<void> {
  await mkdir(artifacts, { recursive: true })
  // a toast from the previous step would cover the page; it lasts 2000 ms
  await page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined)
  await page
    .locator('.adm-dialog')
    .waitFor({ state: 'detached', timeout: 3000 })
    .catch(() => undefined)
  await page.screenshot({ path: path.join(artifacts, `${name}.png`) })
}

/** The value the app keeps under a storage key (JSON-encoded by the app). */
export async function stored<T>(page: Page, key: string): Promise<T | null> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key)
  return raw === null ? null : (JSON.parse(raw) as T)
}
