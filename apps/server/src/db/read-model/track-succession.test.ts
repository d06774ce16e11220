import { expect, it } from 'vitest'
import { predecessorLabelOf, successorLabelOf } from '../../modules/wish/units/province-catalog.ts'
import { predecessorLabel, successorLabel } from './track-succession.ts'

it('states the same succession as the province catalog', () => {
  expect([...successorLabel]).toEqual([...successorLabelOf])
  expect([...predecessorLabel]).toEqual([...predecessorLabelOf])
})
