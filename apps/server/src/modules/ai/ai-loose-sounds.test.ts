import { describe, expect, it } from 'vitest'
import { fixTypos } from './ai-typos.ts'
import { TERSE_TABLE } from './ai-intent-terse-asks.ts'

/** Slips of a typist without the retroflex or the back nasal, and a table asked in a few words (after v28/dev v29). */
describe('domain words typed by a looser sound', () => {
  it('puts back 排名 and 志愿表 typed with the front nasal or without the retroflex', () => {
    expect(fixTypos('全省排民多少')).toContain('排名')
    expect(fixTypos('帮我生成一份自愿表')).toContain('志愿表')
    expect(fixTypos('按我的分数生成冲稳包')).toContain('冲稳保')
    expect(fixTypos('那钱年的本科线呢')).toContain('前年')
    expect(fixTypos('湖南大学是千年学府')).toContain('千年学府')
  })

  it('leaves words alone that share no character with the domain word', () => {
    expect(fixTypos('我是他的粉丝')).toBe('我是他的粉丝')
    expect(fixTypos('我自愿复读一年')).toContain('自愿复读')
  })
})

describe('a table asked in a few words', () => {
  it('reads 生成 冲稳保 and 整一张…冲稳保 as the one-tap table', () => {
    expect(TERSE_TABLE.test('按我的成绩 生成 冲稳保')).toBe(true)
    expect(TERSE_TABLE.test('就照我存的分数整一张嘛，冲稳保都要有哈')).toBe(true)
    expect(TERSE_TABLE.test('冲稳保是什么意思')).toBe(false)
  })
})

describe('the looser sound stops at the back nasal of ang/ong', () => {
  it('keeps 算一流 (suan) from 双一流 (shuang)', () => {
    expect(fixTypos('石油工程算不算一流本科专业')).toContain('算不算一流')
  })
})
