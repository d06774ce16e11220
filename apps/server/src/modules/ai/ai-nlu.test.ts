import { describe, expect, it } from 'vitest'
import type { Lexicon } from './ai-lexicon.ts'
import { recognise } from './ai-nlu.ts'

const empty: Lexicon = { phrases: new Map(), maxLength: 2, schools: new Map(), provinces: [] }

describe('recognise: Holland types named in words', () => {
  it('reads the type names in the order the question gives them, 事务型 as C', () => {
    expect(recognise('我是社会型和研究型的人，适合什么职业', empty).holland).toBe('SI')
    expect(recognise('事务型适合什么工作', empty).holland).toBe('C')
    expect(recognise('艺术型、现实型、企业型、常规型都有一点', empty).holland).toBe('ARE')
  })
  it('prefers letters written out and finds nothing in a question without a type', () => {
    expect(recognise('霍兰德代码RIA适合哪些专业', empty).holland).toBe('RIA')
    expect(recognise('南京大学怎么样', empty).holland).toBeNull()
  })
})
