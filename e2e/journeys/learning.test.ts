import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, signUp, uniqueMobile } from '../support/api.ts'
import { launchBrowser, newPhoneContext, openRoute, snap } from '../support/browser.ts'
import { startLearningServer, type LearningServer } from './learning-server.ts'

let server: LearningServer
let browser: Browser
let page: Page

const videoTime = (p: Page) => p.locator('[data-testid=gk-video]').evaluate((v: HTMLVideoElement) => v.currentTime)

beforeAll(async () => {
  // the session starts 120 s after the server is asked for: enough for the start, the browser, the sign-up and the page
  // to finish before it while the unit tests and lint share the machine (30 s and then 45 s were passed on loaded CI
  // machines, and a retry cannot pass once the start is past), and waited for below
  server = await startLearningServer(120_000)
  browser = await launchBrowser()
  page = await (await newPhoneContext(browser, server.baseUrl)).newPage()
  // a signed-in student: register through the API, hand the token to the app as it stores it
  const session = await signUp<{ token: string }>(server.baseUrl, {
    Mobile: uniqueMobile(),
    Password: 'gaokao2027',
  })
  await page.goto('/')
  await page.evaluate((token) => localStorage.setItem('token', JSON.stringify(token)), session.data.token)
  // the app reads the stored token at launch
  await page.reload()
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('learning journeys', () => {
  it('sees a live session move from upcoming to live', async () => {
    const schedule = await api<{ List: { ID: number; Title: string; State: string }[] }>(server.baseUrl, 'Live/Schedule', { Scope: 'all', PageSize: 50 })
    const session = schedule.data.List.find((s) => s.Title === 'E2E 直播：马上开始')!
    expect(Date.now()).toBeLessThan(server.liveStartsAt.getTime())
    await openRoute(page, `pages/home/live-video/index?id=${session.ID}`)
    await page.getByTestId('live-state').getByText('即将开始').waitFor({ timeout: 60_000 })
    await page.getByText(/距开播/).waitFor()
    await snap(page, 'learning-live-upcoming')
    await page.getByTestId('live-state').getByText('直播中').waitFor({ timeout: 180_000 })
    await expect
      .poll(() => page.locator('[data-testid=gk-video]').evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2)
    await snap(page, 'learning-live-now')
    await openRoute(page, 'pages/home/live/index')
    await page.getByText('E2E 直播：马上开始').waitFor()
    await snap(page, 'learning-live-schedule')
  }, 300_000)

  it('opens a course, plays a lesson, leaves and comes back to the same position', async () => {
    await openRoute(page, 'pages/home/course/courseIndex')
    await page.getByText('全部课程').waitFor()
    await snap(page, 'learning-course-index')
    await page.getByText('高效学习方法入门').first().click()
    await page.waitForURL(/coursePlay\?courseId=\d+/)
    await page.getByText('第一章 管住时间').waitFor()
    const video = page.locator('[data-testid=gk-video]')
    await video.waitFor()
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true
      await v.play()
    })
    await expect.poll(() => videoTime(page), { timeout: 15_000 }).toBeGreaterThan(4)
    await snap(page, 'learning-course-playing')
    await video.evaluate((v: HTMLVideoElement) => v.pause())
    const left = await videoTime(page)
    await page.goBack()
    await page.getByText('全部课程').waitFor()
    await page.getByText('高效学习方法入门').first().click()
    await page.getByText(/已为你从 0:0\d 继续播放/).waitFor()
    await page
      .locator('[data-testid=gk-video]')
      .evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? undefined : new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }))))
    await expect.poll(() => videoTime(page)).toBeGreaterThan(left - 1)
    await page
      .getByText(/学到 0:0\d/)
      .first()
      .waitFor()
    await snap(page, 'learning-course-resumed')
  })

  it('shows a locked lesson with its price and opens the member page on 113', async () => {
    await openRoute(page, 'pages/home/course/courseList')
    await page.getByText('新高考政策十五分钟').click()
    await page.getByText('¥19.90').waitFor()
    await snap(page, 'learning-course-locked')
    await page.getByText('用专业选科要求倒推选科组合').click()
    await page.waitForURL(/openmamber/, { timeout: 10_000 })
  })

  it('searches military-training lessons and opens one', async () => {
    await openRoute(page, 'pages/home/drill/index')
    await page.getByText('军训第一课：站军姿要领').waitFor()
    await snap(page, 'learning-drill-index')
    await page.getByRole('search').click()
    await page.waitForURL(/drill\/studysearch/)
    const box = page.getByPlaceholder('如：站军姿、正步、叠被子')
    await box.fill('正步')
    await box.press('Enter')
    await page.getByText('齐步走与正步走口令对照').waitFor()
    expect(await page.getByText('军训防暑与补水').count()).toBe(0)
    await snap(page, 'learning-drill-search')
    await page.getByText('齐步走与正步走口令对照').click()
    await page.getByText('每分钟 116～122 步').waitFor()
    await snap(page, 'learning-drill-detail')
  })

  it('reads a notice and sees the tab badge drop', async () => {
    await openRoute(page, 'pages/preciselearning/preciselearning')
    const badge = page.locator('.gk-tab-bar .adm-badge-content')
    // the starter notices came before this account: listed, not a badge (issue #32); the welcome message is new
    await expect.poll(() => badge.first().textContent(), { timeout: 10_000 }).toBe('1')
    await page.getByText('继续学习').waitFor()
    await snap(page, 'learning-precise-tab')
    const welcome = page.getByTestId('notice-item').filter({ hasText: '欢迎来到精准学' })
    await welcome.scrollIntoViewIfNeeded()
    await welcome.click()
    await page.getByRole('button', { name: '知道了' }).waitFor()
    await expect.poll(() => badge.count(), { timeout: 10_000 }).toBe(0)
    await snap(page, 'learning-notice-open')
    await page.getByRole('button', { name: '知道了' }).click()
    await snap(page, 'learning-notice-badge-dropped')
  })

  it('reads the news list and an article', async () => {
    await openRoute(page, 'pages/home/information/information')
    await page.getByText('热门资讯').waitFor()
    await snap(page, 'learning-news-list')
    await page.getByText('被退档的四个常见原因').first().click()
    await page.getByText(/本应用编写的政策与方法说明/).waitFor()
    await snap(page, 'learning-news-detail')
  })

  it('renders the other learning screens', async () => {
    await openRoute(page, 'pages/home/course/videoCategory')
    await page.getByText('政策速览').click()
    await page.waitForURL(/videoList\?categoryId=\d+/)
    await page.getByText('平行志愿怎么投档').click()
    await page.locator('[data-testid=gk-video]').waitFor()
    await snap(page, 'learning-video-list')
    await openRoute(page, 'pages/home/onlinestudy/onlinestudy')
    await page.getByText('读懂一分一段表与位次').waitFor()
    await snap(page, 'learning-online-study')
    await page.getByRole('button', { name: /筛选/ }).click()
    await page.waitForURL(/onlinestudy\/studyfillter/)
    await page.getByText('高三', { exact: true }).click()
    await page.getByText('视频', { exact: true }).click()
    await snap(page, 'learning-online-filter')
    await page.getByRole('button', { name: '确定' }).click()
    await page.waitForURL(/onlinestudy\/onlinestudy\?grade=/)
    await page.getByText('已筛选：高三 · 视频').waitFor()
    await page.getByText('番茄学习法（视频）').click()
    await page.locator('[data-testid=gk-video]').waitFor()
    await snap(page, 'learning-online-detail-video')
    const courseware = await api<{ List: { ID: number }[] }>(server.baseUrl, 'Course/ResourceList', { Track: 'career-courseware' })
    await openRoute(page, `pages/home/onlinestudy/studydetail?id=${courseware.data.List[0]!.ID}`)
    await page.getByRole('button', { name: '打开文档（PDF）' }).waitFor()
    await snap(page, 'learning-document-detail')
    await openRoute(page, 'pages/home/live/index')
    await page.getByText('全部课表').click()
    await page.getByText('平行志愿投档规则专场（回放）').waitFor()
    await snap(page, 'learning-live-all')
  })
})
