import { ErrorCode } from '@gk/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from '../../testing/build-test-app.ts'
import { buildContentApp, idOf, signUp } from './content.test-helpers.ts'

describe('videos, news, ads and pages', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await buildContentApp()
  })
  afterAll(() => app.close())

  it('Portal/VideoCategoryList and VideoList page through a category', async () => {
    const cats = (await app.call('Portal/VideoCategoryList', {})).data!
    expect(cats.map((c) => c.Name)).toEqual(['学习技巧', '政策速览', '生涯探索'])
    const policy = cats.find((c) => c.Name === '政策速览')!
    const page = await app.call('Portal/VideoList', {
      CategoryId: policy.ID,
      PageIndex: 1,
      PageSize: 2,
    })
    expect(page.data).toMatchObject({ Total: 3, PageSize: 2 })
    expect(page.data!.List).toHaveLength(2)
    expect((await app.call('Portal/VideoList', { PageSize: 100 })).code).toBe(ErrorCode.InvalidInput)
  })

  it('a paid video hides its address until the caller has access', async () => {
    const all = (await app.call('Portal/VideoList', { PageSize: 50 })).data!.List
    const paid = all.find((v) => v.Price > 0)!
    expect(paid).toMatchObject({ Locked: true, MediaUrl: '' })
    expect((await app.call('Course/ResourceInfo', { ID: paid.ID })).code).toBe(ErrorCode.MembershipRequired)
    const member = await signUp(app, 0)
    const mine = (await app.call('Portal/VideoList', { PageSize: 50 }, member.token)).data!.List.find((v) => v.ID === paid.ID)!
    expect(mine).toMatchObject({ Locked: false, MediaUrl: '/media/video/parallel.mp4' })
  })

  it('Portal/MainVideoList puts featured videos first and honours Count', async () => {
    const list = (await app.call('Portal/MainVideoList', { Count: 2 })).data!
    expect(list).toHaveLength(2)
    expect(list.map((v) => v.Title)).toEqual(['平行志愿怎么投档', '三分钟看懂 3+1+2'])
  })

  it('news: categories, newest-first pages, keyword, detail, clicks and the hot list', async () => {
    const cats = (await app.call('Portal/NewsCategoryList', {})).data!
    expect(cats.map((c) => c.Name)).toEqual(['政策解读', '填报指南', '备考学习'])
    const page = (await app.call('Portal/NewsList', { PageSize: 5 })).data!
    expect(page.Total).toBe(12)
    expect(page.List[0]!.Title).toBe('用这个应用准备志愿：一份四步清单')
    const dates = page.List.map((n) => n.PublishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
    const guide = (await app.call('Portal/NewsList', { CategoryId: cats[1]!.ID, PageSize: 50 })).data!
    expect(guide.List.every((n) => n.CategoryName === '填报指南')).toBe(true)
    expect((await app.call('Portal/NewsList', { Keyword: '退档' })).data!.Total).toBe(1)

    const id = await idOf(app, 'news-sleep')
    const detail = (await app.call('Portal/NewsDetail', { ID: id })).data!
    expect(detail.Content).toContain('<p>')
    expect(detail.Source).toBe('本应用编辑部')
    for (let i = 0; i < 3; i += 1) await app.call('Portal/NewsClickNumIncrement', { ID: id })
    expect((await app.call('Portal/NewsClickNumIncrement', { ID: id })).data).toEqual({
      ClickNum: 4,
    })
    const hot = (await app.call('Portal/NewsHotList', { Count: 5 })).data!
    expect(hot).toHaveLength(5)
    expect(hot.map((n) => n.ID)).toContain(id)
    expect((await app.call('Portal/NewsDetail', { ID: 999_999 })).code).toBe(ErrorCode.NotFound)
    expect((await app.call('Portal/NewsClickNumIncrement', { ID: -1 })).code).toBe(ErrorCode.InvalidInput)
  })

  it('hides unpublished and future-dated items until their time', async () => {
    const id = await idOf(app, 'news-sleep')
    await app.db.query(`UPDATE content_items SET published_at = $2 WHERE id = $1`, [id, new Date(app.clock.now().getTime() + 3_600_000)])
    expect((await app.call('Portal/NewsDetail', { ID: id })).code).toBe(ErrorCode.NotFound)
    app.clock.advance(2 * 3_600_000)
    expect((await app.call('Portal/NewsDetail', { ID: id })).code).toBe(0)
    await app.db.query(`UPDATE content_items SET published = false WHERE id = $1`, [id])
    expect((await app.call('Portal/NewsList', { Keyword: '睡眠' })).data!.Total).toBe(0)
  })

  it('Portal/AdInfoList returns banners of a position', async () => {
    const home = (await app.call('Portal/AdInfoList', {})).data!
    expect(home.map((a) => a.Title)).toEqual(['平行志愿一次讲清', '学习方法课：番茄法与错题本'])
    expect(home[0]!.Image).toBe('/media/img/banner-wish.png')
    expect((await app.call('Portal/AdInfoList', { Position: 'learning' })).data).toHaveLength(1)
  })

  it('Public/Content serves a page by key, sanitized, and refuses odd keys', async () => {
    const about = await app.call('Public/Content', { Key: 'about' })
    expect(about.data).toMatchObject({ Key: 'about', Title: '关于我们' })
    expect((await app.call('Public/Content', { Key: 'missing-page' })).code).toBe(ErrorCode.NotFound)
    expect((await app.call('Public/Content', { Key: '../etc' })).code).toBe(ErrorCode.InvalidInput)
  })
})
