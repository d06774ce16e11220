import { describe, expect, it } from 'vitest'
import { typeFromName } from './institution-type.ts'

describe('typeFromName', () => {
  it.each([
    ['北京师范大学', '师范'],
    ['首都医科大学', '医药'],
    ['上海财经大学', '财经'],
    ['中国人民警察大学', '政法'],
    ['北京外国语大学', '语言'],
    ['中央民族大学', '民族'],
    ['北京体育大学', '体育'],
    ['中央美术学院', '艺术'],
    ['西北农林科技大学', '农林'],
    ['重庆工业职业技术大学', '理工'],
    ['北京市职业学院', null],
    ['北京大学', null],
    ['郑州升达经贸管理学院', '财经'],
  ])('%s → %s', (name, type) => {
    expect(typeFromName(name)).toBe(type)
  })
})
