import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'

const baseUrl = inject('baseUrl')
let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, baseUrl)).newPage()
  const session = await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })
  await page.goto('/')
  await page.evaluate((token) => localStorage.setItem('token', JSON.stringify(token)), session.data.token)
  await page.reload()
})
afterAll(async () => {
  await browser?.close()
})

const progress = async () => (await page.getByTestId('progress').innerText()).replace(/\s/g, '')

/** Answers the item on screen: 是 on every third yes/no item, a rating that varies with the position. */
async function answerCurrent(position: number): Promise<void> {
  const text = await page.getByTestId('question').innerText()
  const options = page.locator('.gk-as-option')
  const count = await options.count()
  if (count === 7) await options.nth((position * 5) % 7).click()
  else await options.nth(position % 3 === 0 ? 0 : 1).click()
  // the next item (or the submit page) replaces this one
  await expect.poll(async () => (await page.getByTestId('question').count()) === 0 || (await page.getByTestId('question').innerText()) !== text).toBe(true)
}

describe('assessment journey', () => {
  it('takes the Holland test to the end, leaving and resuming half-way, and sees the radar and suited majors', async () => {
    await openRoute(page, 'pages/assess/enter-path/index')
    await page.getByText('新高考选科测评').waitFor()
    await snap(page, 'assessment-centre')
    await page.getByText('霍兰德职业兴趣测评').first().click()
    await page.getByRole('button', { name: '进入测评' }).click()
    await page.getByRole('button', { name: '开始测评' }).waitFor()
    await snap(page, 'assessment-holland-tips')
    await page.getByRole('button', { name: '开始测评' }).click()
    for (let i = 0; i < 20; i++) await answerCurrent(i)
    expect(await progress()).toBe('21/84')
    await snap(page, 'assessment-holland-question')
    // back shows the previous item with its answer kept
    await page.getByRole('button', { name: '上一题' }).click()
    expect(await progress()).toBe('20/84')
    expect(await page.locator('.gk-as-option.is-chosen').count()).toBe(1)
    // leave the test and come back: the tips page offers to continue where we were
    await openRoute(page, 'pages/home/index')
    await openRoute(page, 'pages/assess/custom-pages/test-tips?type=holland')
    await page.getByRole('button', { name: /继续作答（已答 20\/84 题）/ }).click()
    expect(await progress()).toBe('20/84')
    await page.getByRole('button', { name: '下一题' }).click()
    for (let i = 20; i < 84; i++) await answerCurrent(i)
    await page.getByTestId('submit-count').getByText('已完成 84 / 84 题').waitFor()
    await snap(page, 'assessment-holland-submit')
    await page.getByRole('button', { name: '提交并查看报告' }).click()
    await page.getByText('测评完成').waitFor()
    await snap(page, 'assessment-holland-result')
    await page.getByRole('button', { name: '查看完整报告' }).click()
    const code = await page.getByTestId('holland-code').innerText()
    expect(code).toMatch(/^[RIASEC]{3}$/)
    await page.getByTestId('radar-chart').locator('canvas').waitFor()
    await snap(page, 'assessment-holland-report')
    const majors = page.getByTestId('suited-majors').locator('li')
    await majors.first().waitFor()
    expect(await majors.count()).toBeGreaterThanOrEqual(6)
    await page.getByTestId('suited-majors').scrollIntoViewIfNeeded()
    await snap(page, 'assessment-holland-majors')
    await page.getByTestId('suited-occupations').scrollIntoViewIfNeeded()
    await snap(page, 'assessment-holland-occupations')
  })

  it('reopens the report from my assessments', async () => {
    await openRoute(page, 'pages/personal/appraisal/list')
    const item = page.getByText('霍兰德职业兴趣测评')
    await item.waitFor()
    await snap(page, 'assessment-my-list')
    await item.click()
    await page.getByTestId('holland-code').waitFor()
    await page.getByTestId('radar-chart').locator('canvas').waitFor()
    expect(page.url()).toContain('mbtidetail2?id=')
  })

  it('takes the MBTI-style and personality tests and sees their reports', async () => {
    await openRoute(page, 'pages/assess/custom-pages/test-tips?type=mbti')
    await page.getByText('不是官方 MBTI® 量表').waitFor()
    await page.getByRole('button', { name: '开始测评' }).click()
    for (let i = 0; i < 28; i++) await answerCurrent(i)
    await page.getByRole('button', { name: '提交并查看报告' }).click()
    await page.getByRole('button', { name: '查看完整报告' }).click()
    await page.getByText('四个维度').waitFor()
    expect(await page.locator('.gk-as-dim').count()).toBe(4)
    await snap(page, 'assessment-mbti-report')
    await openRoute(page, 'pages/assess/custom-pages/test-tips?type=personality')
    await page.getByRole('button', { name: '开始测评' }).click()
    for (let i = 0; i < 20; i++) await answerCurrent(i)
    await page.getByRole('button', { name: '提交并查看报告' }).click()
    await page.getByText('测评完成').waitFor()
    await snap(page, 'assessment-personality-result')
    await page.getByRole('button', { name: '查看完整报告' }).click()
    await page.getByText('情绪敏感性').waitFor()
    expect(await page.locator('.gk-as-domain').count()).toBe(5)
    await snap(page, 'assessment-personality-report')
    await openRoute(page, 'pages/personal/appraisal/list')
    await page.getByText('中学生人格测评').waitFor()
    expect(await page.getByTestId('appraisal-list').locator('.adm-list-item').count()).toBe(3)
  })

  it('compares two subject combinations for 河北', async () => {
    await openRoute(page, 'pages/home/chooseSubject/chooseSubject')
    await page.getByRole('button', { name: '切换省份' }).click()
    await page.locator('.adm-list-item').filter({ hasText: '河北' }).first().click()
    await page.getByTestId('province-name').getByText('河北').waitFor()
    const table = page.getByTestId('combo-table')
    await table.waitFor()
    expect(await table.locator('tbody tr').count()).toBe(12)
    // the 河北 plan book is almost all 物理类: the page says so instead of hiding it
    expect(await page.getByTestId('stat-source').innerText()).toContain('历史类')
    await snap(page, 'assessment-choose-subject')
    await page.getByLabel('对比物化生').click()
    await page.getByLabel('对比物政地').click()
    await page.getByRole('button', { name: '对比' }).click()
    const compare = page.getByTestId('combo-compare')
    await compare.waitFor()
    expect(await compare.innerText()).toContain('物化生')
    expect(await compare.innerText()).toContain('物政地')
    await page.getByText(/仅物化生可报 \d+/).waitFor()
    await snap(page, 'assessment-choose-compare')
    await page.getByText(/仅物化生可报/).click()
    expect(await page.locator('.gk-cr-list li').count()).toBeGreaterThan(0)
    // narrowed to a target major, 物政地 opens almost none of it
    await openRoute(page, 'pages/home/chooseSubject/chooseSubjectScreen')
    await page.getByPlaceholder(/临床医学，计算机/).fill('临床医学')
    await page.getByRole('button', { name: '查看结果' }).click()
    await page.getByText('只看：临床医学').waitFor()
    await expect.poll(async () => (await page.getByTestId('combo-table').locator('tbody tr').first().innerText()).includes('物化生')).toBe(true)
    await snap(page, 'assessment-choose-filtered')
  })

  it('ranks combinations from subject scores and the Holland result', async () => {
    await openRoute(page, 'pages/assess/new-exam-choose/index')
    await page.getByRole('button', { name: '填写成绩，生成建议' }).click()
    const scores: [string, string][] = [
      ['物理', '88'],
      ['历史', '72'],
      ['化学', '81'],
      ['生物', '90'],
      ['思想政治', '70'],
      ['地理', '76'],
    ]
    for (const [name, value] of scores) await page.getByRole('spinbutton', { name: `${name}成绩` }).fill(value)
    await page.getByRole('button', { name: '生成选科建议' }).click()
    const suggestions = page.getByTestId('suggestions')
    await suggestions.getByText(/参考：霍兰德/).waitFor()
    expect(await suggestions.locator('.gk-cr-suggestion').count()).toBe(6)
    await snap(page, 'assessment-sort-score')
  })

  it('opens the career classroom, a book list and a courseware PDF', async () => {
    await openRoute(page, 'pages/home/careerPlan/learnClassroom/index')
    await page.getByText('推荐书单').waitFor()
    await snap(page, 'career-classroom')
    await page.getByText('推荐书单').click()
    await page.getByText('《你的降落伞是什么颜色？》').waitFor()
    await snap(page, 'career-books')
    await openRoute(page, 'pages/home/careerPlan/careerCourseware/index')
    await page.getByText('课件：选科决策单（PDF）').click()
    // pdf.js draws the pages: phone browsers do not show PDFs in an iframe
    await page.locator('[data-testid=pdf-viewer][data-state=ready] canvas').first().waitFor()
    await snap(page, 'career-courseware-pdf')
    await openRoute(page, 'pages/home/careerPlan/video-source/index')
    await page.getByText('六种职业兴趣类型').click()
    await page.getByTestId('gk-video').waitFor()
    await snap(page, 'career-video-play')
  })
})
