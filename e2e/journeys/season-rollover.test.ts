// The yearly rollover is data: next summer an operator imports the new year's 一分一段表 and results
// through the console, and the season moves on without a code change. This journey runs its own
// built server with the clock fixed at next summer (CLOCK_START) so the imports never touch the
// shared server the other journeys read.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'
import { startServer, type RunningServer } from '../support/server.ts'

// test data, not rules: a season of the synthetic next year
const CLOCK_START = '2027-07-25T10:00:00+08:00'
const YEAR = 2027
const SHANDONG = 37

let server: RunningServer
let browser: Browser
let desk: Page
let phone: Page
let studentToken = ''

type Season = {
  TargetYear: number
  NewestResultsYear: number | null
  HasTargetRankTable: boolean
  NewestRankTableYear: number | null
  ScoreYears: number[]
  Note: string
}
type Profile = { Year: number; Rank: number | null; RankTableYear: number | null; RankIsEstimate: boolean; RankSource: string }

async function seasonOf(provinceId: number): Promise<Season> {
  const res = await api<{ Provinces: Season[] }>(server.baseUrl, 'Public/Season', { ProvinceId: provinceId })
  expect(res.code).toBe(0)
  return res.data.Provinces[0]!
}

/** A synthetic 一分一段表 of 综合 (3+3): a smooth bell of counts from 700 down to 250. */
function rankTableCsv(): string {
  const lines = ['科类,分数,本段人数,累计人数']
  let cumulative = 0
  for (let score = 700; score >= 250; score--) {
    const count = Math.round(40 + 1800 * Math.exp(-(((score - 470) / 95) ** 2)))
    cumulative += count
    lines.push(`综合,${score},${count},${cumulative}`)
  }
  return `${lines.join('\n')}\n`
}

/** A few synthetic 普通类 results of the year (college + major rows of real colleges). */
function admissionsCsv(): string {
  return [
    '科类,批次,院校名称,专业名称,最低分,最低位次',
    '综合,普通类常规批第1次志愿,山东大学,计算机科学与技术,650,5200',
    '综合,普通类常规批第1次志愿,山东大学,临床医学,640,7400',
    '综合,普通类常规批第1次志愿,中国海洋大学,海洋科学,620,14800',
    '综合,普通类常规批第1次志愿,青岛大学,软件工程,585,39500',
    '综合,普通类常规批第1次志愿,济南大学,土木工程,545,83000',
    '',
  ].join('\n')
}

async function consoleAccount(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/sandbox/console/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'operator', user: 'ops.season', name: '季运营' }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { password: string }).password
}

/** The console's 年度数据导入: validate, then commit, as an operator does it. */
async function importThroughConsole(kindLabel: string, fileName: string, csv: string, rows: number) {
  await desk.getByRole('menuitem', { name: '年度数据导入' }).click()
  await desk.locator('.ant-form-item').filter({ hasText: '数据类型' }).locator('.ant-select-selector').click()
  await desk.locator('.ant-select-dropdown').getByText(kindLabel, { exact: true }).click()
  // the province is picked from the list (issue 34 item 7), typed only to filter it
  await desk.getByLabel('省份').fill('山东')
  await desk.locator('.ant-select-item-option:visible').filter({ hasText: '山东' }).click()
  await desk.getByLabel('年份').fill(String(YEAR))
  await desk.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await desk.getByRole('button', { name: /校\s*验/ }).click()
  await desk
    .getByTestId('import-report')
    .getByText(/校验通过/)
    .waitFor()
  await desk.getByRole('button', { name: '确认写入' }).click()
  await desk
    .getByTestId('import-report')
    .getByText(new RegExp(`已写入 ${rows} 行`))
    .waitFor()
}

beforeAll(async () => {
  server = await startServer({ env: { CLOCK_START } })
  browser = await launchBrowser()
  desk = await (
    await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' })
  ).newPage()
  phone = await (await newPhoneContext(browser, server.baseUrl)).newPage()
  const reg = await signUp<{ token: string }>(server.baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027', ExamYear: YEAR, ExamProvinceId: SHANDONG })
  expect(reg.code).toBe(0)
  studentToken = reg.data.token
}, 330_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('season rollover by import', () => {
  it('before the import: the exam year is the target and its score is an estimate', async () => {
    const season = await seasonOf(SHANDONG)
    expect(season).toMatchObject({ TargetYear: YEAR, HasTargetRankTable: false })
    expect(season.NewestResultsYear).toBeLessThan(YEAR)
    const saved = await api<Profile>(
      server.baseUrl,
      'User/EditUserScore',
      { ProvinceId: SHANDONG, Year: YEAR, Score: 560, SubjectType: 3, SelectSubjectList: ['physics', 'chemistry', 'biology'] },
      studentToken,
    )
    expect(saved.code).toBe(0)
    expect(saved.data.RankIsEstimate).toBe(true)
    expect(saved.data.RankTableYear).toBeLessThan(YEAR)
    expect(saved.data.RankSource).toContain('模拟/预估分')
  })

  it('the operator imports the new 一分一段表: the same score now converts exactly', async () => {
    const password = await consoleAccount()
    await desk.goto('/admin/')
    await desk.getByTestId('console-login').waitFor()
    await desk.getByLabel('用户名').fill('ops.season')
    await desk.getByLabel('密码').fill(password)
    await desk.getByRole('button', { name: /登\s*录/ }).click()
    await desk.getByTestId('console-user').waitFor()
    await importThroughConsole('一分一段表', 'shandong-rank.csv', rankTableCsv(), 451)

    const config = await api<{ ScoreProfile: Profile }>(server.baseUrl, 'User/SysUserConfig', {}, studentToken)
    expect(config.data.ScoreProfile).toMatchObject({ Year: YEAR, RankTableYear: YEAR, RankIsEstimate: false, RankSource: `${YEAR}年山东综合一分一段表` })
    // the table alone does not end the season: the admissions have not happened yet
    expect(await seasonOf(SHANDONG)).toMatchObject({ TargetYear: YEAR, HasTargetRankTable: true })
  })

  it('the operator imports the year’s results: 山东 moves on to the next target year, others do not', async () => {
    await importThroughConsole('投档/录取线', 'shandong-admissions.csv', admissionsCsv(), 5)
    const season = await seasonOf(SHANDONG)
    expect(season).toMatchObject({ TargetYear: YEAR + 1, NewestResultsYear: YEAR, NewestRankTableYear: YEAR, HasTargetRankTable: false })
    expect(season.ScoreYears[0]).toBe(YEAR + 1)
    expect(season.Note).toContain(`${YEAR + 1}年一分一段表尚未发布，按${YEAR}年表估算`)
    expect((await seasonOf(41)).TargetYear).toBe(YEAR)
    const years = await api<number[]>(server.baseUrl, 'Wish/WishYear', { ProvinceId: SHANDONG })
    expect(years.data.slice(0, 2)).toEqual([YEAR + 1, YEAR])
    // the admission search opens on the new year, and says so
    const search = await api<{ Year: number; Freshness: string }>(server.baseUrl, 'Public/AdmissionResultSearch', {
      ProvinceId: SHANDONG,
      SpecialtyName: '软件工程',
      PageSize: 5,
    })
    expect(search.data.Year).toBe(YEAR)
    expect(search.data.Freshness).toContain(`录取数据：${YEAR}年`)
  })

  it('a new applicant enters an estimated score for the next year on the phone, and the lists target it', async () => {
    const reg = await signUp<{ token: string }>(server.baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2028' })
    expect(reg.code).toBe(0)
    const token = reg.data.token
    await phone.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), token)
    await openRoute(phone, 'pages/query/scoreForm')
    await phone.getByText('高考省份').click()
    await phone.locator('.adm-popup').getByText('山东', { exact: true }).click()
    await phone.getByTestId('province-value').getByText('山东').waitFor()
    // the next year is offered first and labelled an estimate through the new table
    await phone
      .getByTestId('estimate-hint')
      .getByText(`${YEAR + 1}年为模拟/预估分`, { exact: false })
      .waitFor()
    expect(await phone.getByTestId('estimate-hint').textContent()).toContain(`按${YEAR}年表估算`)
    await phone.getByPlaceholder('请输入分数').fill('560')
    for (const s of ['物理', '化学', '生物']) await phone.locator('.adm-selector-item').getByText(s, { exact: true }).click()
    await snap(phone, 'season-rollover-score-form')
    await phone.getByRole('button', { name: '下一步：选择批次' }).click()
    await phone.waitForURL(/(newExam|college)\/batch/)

    const config = await api<{ ScoreProfile: Profile }>(server.baseUrl, 'User/SysUserConfig', {}, token)
    expect(config.data.ScoreProfile).toMatchObject({ Year: YEAR + 1, RankTableYear: YEAR, RankIsEstimate: true })
    expect(config.data.ScoreProfile.RankSource).toContain(`按${YEAR}年山东综合一分一段表换算`)
    const head = await api<{ Years: number[]; TargetYear: number }>(server.baseUrl, 'Wish/NewExamTableHeadYear', { BatchId: 'undergraduate' }, token)
    expect(head.code).toBe(0)
    expect(head.data.TargetYear).toBe(YEAR + 1)
    expect(head.data.Years[0]).toBe(YEAR)
    const list = await api<{ TargetYear: number; DataNote: string }>(
      server.baseUrl,
      'Wish/SchoolFirstList',
      { BatchId: 'undergraduate', PageIndex: 1, PageSize: 5 },
      token,
    )
    expect(list.code).toBe(0)
    expect(list.data.TargetYear).toBe(YEAR + 1)
    expect(list.data.DataNote).toContain(`${YEAR}年`)
    expect(list.data.DataNote).toContain(`${YEAR + 1}年按往年数据估算`)
  })
})
