// Lighthouse (mobile profile, performance) on 首页, a recommendation list (院校优先填报, signed-in member
// with a score) and a college detail, served the production way: the built web app from an API
// instance on PostgreSQL behind nginx (gzip). Writes docs/lighthouse/<page>.json (a small summary:
// score, metrics, script bytes) and docs/lighthouse/README.md; full reports stay in bench/out/lighthouse.
// Usage: node --import tsx bench/lighthouse/run.ts [webDistDir]   (default apps/web/dist, built first)
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { AGREEMENT_VERSION } from '@gk/contract'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { call, ensureDatabase, loadAverage, pgUrl, REDIS_URL, root, startInstance, startNginx, stopInstance, waitHealthy } from '../load/cluster.ts'
import { prepareStudents } from '../load/score-release.ts'

// LH_DATABASE and LH_PORT (instance; nginx +1, browser debugging +2) let engineers sharing a machine run it side by side
const DATABASE = process.env.LH_DATABASE ?? 'gk_load'
const PORT = Number(process.env.LH_PORT ?? 18581)
const webDist = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'))
const outDir = path.join(root, 'docs/lighthouse')
const fullDir = path.join(root, 'bench/out/lighthouse')
const DEBUG_PORT = process.env.LH_PORT ? PORT + 2 : 9339

type Summary = {
  page: string
  url: string
  score: number
  metrics: Record<string, string>
  scriptKbGzip: number
  scriptRequests: number
  totalKbTransferred: number
  loadAverage: string
  at: string
}

await ensureDatabase(DATABASE)
const instance = startInstance(PORT, { DATABASE_URL: pgUrl(DATABASE), REDIS_URL, WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '100000' })
let nginx: Awaited<ReturnType<typeof startNginx>> | null = null
const userDataDir = path.join(root, 'bench/out/lighthouse-profile')
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox'],
})
try {
  await waitHealthy(instance.port, 20 * 60_000)
  nginx = await startNginx(process.env.LH_PORT ? PORT + 1 : 18590, [instance.port])
  const origin = `http://127.0.0.1:${nginx.port}`
  // a member with a 浙江 score, signed in the way the web app keeps a session (storage keys), on a
  // device where the agreements were accepted (the first-launch dialog is not part of every visit)
  const [student] = await prepareStudents(instance.port, DATABASE, 1, (Date.now() + 700) % 997)
  const info = await call(instance.port, 'User/StudentInfo', {}, student!.token)
  const { UserId: userId = 0, ExamProvinceId: provinceID = null } = (info.data as { UserId?: number; ExamProvinceId?: number | null } | null) ?? {}
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(`${origin}/`)
  // evaluated in the page (a string: this file is compiled without the DOM library)
  // provinceID: the app keeps the account's exam province on the device once the account has answered
  const keep = { token: student!.token, UserId: userId, provinceID, TBInfo: { BatchId: 'undergraduate' }, consentVersion: AGREEMENT_VERSION }
  await page.evaluate(`for (const [k, v] of Object.entries(${JSON.stringify(keep)})) localStorage.setItem(k, JSON.stringify(v))`)
  const pages: Array<[string, string]> = [
    ['home', `${origin}/#/pages/home/index`],
    ['recommendation-list', `${origin}/#/pages/query/college/index`],
    ['college-detail', `${origin}/#/pages/home/schoolDetail/schoolDetail?id=4111010001`],
  ]
  mkdirSync(outDir, { recursive: true })
  mkdirSync(fullDir, { recursive: true })
  const summaries: Summary[] = []
  for (const [name, url] of pages) {
    const load = loadAverage()
    // the session must survive (disableStorageReset) but not the HTTP cache: clear it, so every page loads cold
    // from a blank page: a hash change on the same document is no navigation for the trace (NO_NAVSTART)
    await page.goto('about:blank')
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    // default config = mobile form factor, Moto G Power screen, simulated slow 4G and 4× CPU slowdown
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: ['json', 'html'],
      onlyCategories: ['performance'],
      disableStorageReset: true,
      logLevel: 'error',
    })
    if (!result) throw new Error(`lighthouse gave no result for ${name}`)
    const [json, html] = result.report as string[]
    writeFileSync(path.join(fullDir, `${name}.json`), json!)
    writeFileSync(path.join(fullDir, `${name}.html`), html!)
    const lhr = result.lhr
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? []
    const scripts = requests.filter((r) => r.resourceType === 'Script')
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? ''
    const summary: Summary = {
      page: name,
      url: url.replace(origin, ''),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        'first-contentful-paint': metric('first-contentful-paint'),
        'largest-contentful-paint': metric('largest-contentful-paint'),
        'total-blocking-time': metric('total-blocking-time'),
        'cumulative-layout-shift': metric('cumulative-layout-shift'),
        'speed-index': metric('speed-index'),
      },
      scriptKbGzip: Math.round(scripts.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024),
      scriptRequests: scripts.length,
      totalKbTransferred: Math.round(requests.reduce((a, r) => a + (r.transferSize ?? 0), 0) / 1024),
      loadAverage: load,
      at: new Date().toISOString().slice(0, 16) + 'Z',
    }
    summaries.push(summary)
    writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(summary, null, 2) + '\n')
    console.log(`lighthouse: ${name} performance ${summary.score}, JS ${summary.scriptKbGzip} KB gzip in ${summary.scriptRequests} files, load ${load}`)
  }
  writeFileSync(path.join(outDir, 'README.md'), render(summaries))
} finally {
  await context.close()
  // the browser profile holds cached scripts: not left where linters and editors look
  rmSync(userDataDir, { recursive: true, force: true })
  await nginx?.stop()
  await stopInstance(instance)
}

function render(summaries: Summary[]): string {
  const rows = summaries.map(
    (s) =>
      `| ${s.page} | \`${s.url}\` | **${s.score}** ${s.score >= 90 ? '✅' : '❌'} | ${s.metrics['first-contentful-paint']} | ${s.metrics['largest-contentful-paint']} | ${s.metrics['total-blocking-time']} | ${s.metrics['cumulative-layout-shift']} | ${s.scriptKbGzip} KB / ${s.scriptRequests} | ${s.loadAverage} |`,
  )
  return `# Lighthouse

\`node --import tsx bench/lighthouse/run.ts\` — Lighthouse ${'12'} mobile profile (simulated slow 4G, 4× CPU slowdown), performance
category, Debian Chromium headless; the built web app served by an API instance on PostgreSQL behind nginx with gzip
(\`deploy/nginx.conf\`), a signed-in 浙江 member for the list. Targets: performance ≥ 90 on each page; JavaScript of the
home route ≤ 200 KB gzip. One summary per page here (\`<page>.json\`); the full JSON and HTML reports are written to
\`bench/out/lighthouse/\` (not committed: about 1 MB each).

| page | route | performance | FCP | LCP | TBT | CLS | JS transferred (gzip) / files | load average at run |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`
}
