import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { buildContentApp, idOf, signUp } from './content.test-helpers.ts'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { readEnv } from '../../env.ts'
import { userChanged } from '../../services/user-cache.ts'

/** Titles of the committed starter JSON items on one track (the import's input, read independently). */
function starterTitlesOnTrack(track: string): string[] {
  const dir = path.join(readEnv().CONTENT_STARTER_DIR, 'career')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { track?: string; title: string }[])
    .filter((item) => item.track === track)
    .map((item) => item.title)
}

describe('courses and study resources', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildContentApp()
  })
  afterAll(() => app.close())

  it('Career/CourseCategoryList counts published courses per category', async () => {
    const body = await app.call('Career/CourseCategoryList', {})
    expect(body.code).toBe(0)
    const names = body.data!.map((c) => c.Name)
    expect(names).toEqual(['学习方法', '新高考政策', '志愿填报'])
    expect(body.data!.find((c) => c.Name === '学习方法')!.Count).toBe(2)
  })

  it('Career/CourseInfoList paginates on the server and filters by category and keyword', async () => {
    const page1 = await app.call('Career/CourseInfoList', { PageIndex: 1, PageSize: 3 })
    expect(page1.data).toMatchObject({ Total: 4, PageIndex: 1, PageSize: 3 })
    expect(page1.data!.List).toHaveLength(3)
    const page2 = await app.call('Career/CourseInfoList', { PageIndex: 2, PageSize: 3 })
    expect(page2.data!.List).toHaveLength(1)
    expect(page2.data!.List[0]!.ID).not.toBe(page1.data!.List[0]!.ID)
    const beyond = await app.call('Career/CourseInfoList', { PageIndex: 9, PageSize: 3 })
    expect(beyond.data!.List).toEqual([])
    const [cat] = (await app.call('Career/CourseCategoryList', {})).data!
    const filtered = await app.call('Career/CourseInfoList', { CategoryId: cat!.ID })
    expect(filtered.data!.List.every((c) => c.CategoryId === cat!.ID)).toBe(true)
    const search = await app.call('Career/CourseInfoList', { Keyword: '平行志愿' })
    expect(search.data!.List.map((c) => c.Title)).toEqual(['平行志愿填报实战'])
    expect(search.data!.List[0]!.LessonCount).toBe(3)
    expect(search.data!.List[0]!.PaidLessonCount).toBe(1)
  })

  it('rejects bad paging and ids with a Chinese message', async () => {
    for (const input of [{ PageSize: 51 }, { PageSize: 0 }, { PageIndex: 0 }, { PageIndex: 'x' }]) {
      const body = await app.call('Career/CourseInfoList', input)
      expect(body.code).toBe(ErrorCode.InvalidInput)
      expect(body.message).toMatch(/[\u4e00-\u9fff]/)
    }
    expect((await app.call('Course/CatelogList', {})).code).toBe(ErrorCode.InvalidInput)
    expect((await app.call('Course/CatelogList', { CourseId: 999_999 })).code).toBe(ErrorCode.NotFound)
    expect((await app.call('Course/ResourceListBySearch', { Keyword: '  ' })).message).toBe('请输入搜索关键词')
    expect((await app.call('Course/ResourceList', { Track: 'nope' })).code).toBe(ErrorCode.InvalidInput)
  })

  it('Course/CatelogList gives chapters, lessons, prices and locks for the caller', async () => {
    const courseId = await idOf(app, 'gaokao-policy')
    const anon = await app.call('Course/CatelogList', { CourseId: courseId })
    expect(anon.data!.Chapters.map((c) => c.Title)).toEqual(['第一章 考试模式', '第二章 选科决策（会员）'])
    const paid = anon.data!.Chapters[1]!.Lessons[0]!
    expect(paid).toMatchObject({ Price: 19.9, IsFree: false, Locked: true, MediaType: 'mp4' })
    expect(anon.data!.Chapters[0]!.Lessons[0]).toMatchObject({ IsFree: true, Locked: false })
    const member = await signUp(app, 2)
    const asMember = await app.call('Course/CatelogList', { CourseId: courseId }, member.token)
    expect(asMember.data!.Chapters[1]!.Lessons[0]!.Locked).toBe(false)
  })

  it('a paid lesson answers 113 with its price; free and member access play', async () => {
    const paidId = await idOf(app, 'gaokao-policy-l2')
    const anon = await app.call('Course/ResourceInfo', { ID: paidId })
    expect(anon.code).toBe(ErrorCode.MembershipRequired)
    expect(anon.message).toContain('19.90')
    const plain = await signUp(app)
    expect((await app.call('Course/ResourceInfo', { ID: paidId }, plain.token)).code).toBe(113)
    // an unexpired package also opens it (general access)
    await app.db.query(`INSERT INTO user_packages (user_id, product_from, expire_at) VALUES ($1, 'plan', $2)`, [
      plain.userId,
      new Date(app.clock.now().getTime() + 86_400_000),
    ])
    // written behind the app's back: say so, as the grant paths do (ADR 025)
    userChanged(app.db, plain.userId)
    const opened = await app.call('Course/ResourceInfo', { ID: paidId }, plain.token)
    expect(opened.code).toBe(0)
    expect(opened.data).toMatchObject({
      MediaUrl: '/media/video/policy-312.mp4',
      MediaType: 'mp4',
      CourseId: await idOf(app, 'gaokao-policy'),
    })
    const free = await app.call('Course/ResourceInfo', { ID: await idOf(app, 'gaokao-policy-l1') })
    expect(free.data!.ViewCount).toBeGreaterThan(0)
  })

  it('grade and subject lists come from the resources of a track', async () => {
    const grades = await app.call('Course/GradeList', { Track: 'online' })
    expect(grades.data!.map((g) => g.Name)).toEqual(['高一', '高二', '高三', '通用'])
    const drillSubjects = await app.call('Course/SubjectList', { Track: 'drill' })
    expect(drillSubjects.data!.map((s) => s.Name)).toContain('队列动作')
  })

  it('Course/ResourceList filters by track, grade, subject and type', async () => {
    const drill = await app.call('Course/ResourceList', { Track: 'drill', PageSize: 50 })
    expect(drill.data!.Total).toBe(5)
    const videos = await app.call('Course/ResourceList', { Track: 'drill', ResourceType: 'video' })
    expect(videos.data!.List.map((r) => r.Title).sort()).toEqual(['军训第一课：站军姿要领', '军训防暑与补水'].sort())
    const grade = await app.call('Course/ResourceList', { Track: 'online', Grade: '高三' })
    // 通用 resources suit every grade
    expect(grade.data!.List.every((r) => r.Grade === '高三' || r.Grade === '通用')).toBe(true)
    const subject = await app.call('Course/ResourceList', { Track: 'online', Subject: '选科' })
    expect(subject.data!.List.find((r) => r.Price > 0)).toMatchObject({ Price: 9.9, Locked: true })
    // every starter item on the career-book track, and nothing else
    const books = await app.call('Course/ResourceList', { Track: 'career-book', PageSize: 50 })
    expect(books.data!.Total).toBe(starterTitlesOnTrack('career-book').length)
    expect(books.data!.List.map((r) => r.Title).sort()).toEqual(starterTitlesOnTrack('career-book').sort())
  })

  it('Course/ResourceListBySearch finds military-training lessons by title and tag, literally', async () => {
    const found = await app.call('Course/ResourceListBySearch', { Track: 'drill', Keyword: '正步' })
    expect(found.data!.List.map((r) => r.Title)).toEqual(['齐步走与正步走口令对照'])
    const byTag = await app.call('Course/ResourceListBySearch', {
      Track: 'drill',
      Keyword: '叠被子',
    })
    expect(byTag.data!.Total).toBe(1)
    const wildcard = await app.call('Course/ResourceListBySearch', { Track: 'drill', Keyword: '%' })
    expect(wildcard.data!.Total).toBe(0)
  })

  it('Course/ResourceInfo returns a document resource with its attachment, sanitized', async () => {
    const body = await app.call('Course/ResourceInfo', {
      ID: await idOf(app, 'courseware-know-yourself'),
    })
    expect(body.data).toMatchObject({
      MediaType: 'pdf',
      AttachmentUrl: '/media/doc/courseware-know-yourself.pdf',
      Track: 'career-courseware',
    })
    await app.db.query(`UPDATE content_items SET body_html = '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(1)">' WHERE slug = 'dormitory'`)
    const article = await app.call('Course/ResourceInfo', { ID: await idOf(app, 'dormitory') })
    // sanitized on read too: rows written by another tool are cleaned before they reach a page
    expect(article.data!.Content).toBe('<p>ok</p><img src="x" />')
  })
})
