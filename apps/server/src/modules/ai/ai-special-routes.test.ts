import { describe, expect, it } from 'vitest'
import { specialRouteAnswer } from './ai-special-routes.ts'

describe('routes of their own (强基, 三位一体, 定向医学生) asked without a college', () => {
  it('explains how each admits, in any voice, with the national rule it rests on', () => {
    expect(specialRouteAnswer('强基的入围和综合成绩是咋算的', false)?.content).toMatch(/不低于85%/)
    expect(specialRouteAnswer('想了解一下三维一体，校测占多少', false)?.content).toMatch(/学业水平/)
    expect(specialRouteAnswer('免费医学生毕业以后必须回县里吗，不去会怎样', false)?.content).toMatch(/6年[\s\S]*违约/)
  })
  it('explains 高职单招 beside 统招 in any voice, and leaves its lines to the data', () => {
    for (const q of ['娃儿高职单招和统招有啥区别', '单招被录取了还能参加高考吗', '春季高考是什么'])
      expect(specialRouteAnswer(q, false)?.content, q).toMatch(/单招[\s\S]*统招[\s\S]*不再参加当年普通高考的统一录取/)
    expect(specialRouteAnswer('湖北专科单招分数线多少', false)).toBeNull()
  })
  it('leaves a college’s route and a line asked to the plans and lines', () => {
    expect(specialRouteAnswer('清华强基计划怎么录取', true)).toBeNull()
    expect(specialRouteAnswer('强基计划入围线多少分', false)).toBeNull()
    expect(specialRouteAnswer('国家专项怎么报', false)).toBeNull()
  })
  it('leaves a province’s line asked beside the route to the lines, however the line is named (ADR 140)', () => {
    for (const q of [
      '想报强基，湖北物理类特控线去年是多少',
      '强基要过特殊类型招生控制线吧？山东今年这条线多少',
      '江苏强基看的那条线，2024到2026年各是啥',
      '四川理科强基线这几年是好多',
      '辽宁物理 特空线 近三年 强基',
    ])
      expect(specialRouteAnswer(q, false), q).toBeNull()
    expect(specialRouteAnswer('强基计划的线是怎么定的', false)).not.toBeNull()
  })
})
