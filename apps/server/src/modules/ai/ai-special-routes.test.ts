import { describe, expect, it } from 'vitest'
import { specialRouteAnswer } from './ai-special-routes.ts'

describe('routes of their own (强基, 三位一体, 定向医学生) asked without a college', () => {
  it('explains how each admits, in any voice, with the national rule it rests on', () => {
    expect(specialRouteAnswer('强基的入围和综合成绩是咋算的', false)?.content).toMatch(/不低于85%/)
    expect(specialRouteAnswer('想了解一下三维一体，校测占多少', false)?.content).toMatch(/学业水平/)
    expect(specialRouteAnswer('免费医学生毕业以后必须回县里吗，不去会怎样', false)?.content).toMatch(/6年[\s\S]*违约/)
  })
  it('leaves a college’s route and a line asked to the plans and lines', () => {
    expect(specialRouteAnswer('清华强基计划怎么录取', true)).toBeNull()
    expect(specialRouteAnswer('强基计划入围线多少分', false)).toBeNull()
    expect(specialRouteAnswer('国家专项怎么报', false)).toBeNull()
  })
})
