import { AGREEMENT_VERSION, TERMINAL_TYPE_H5 } from '@gk/contract'
import { beforeEach, describe, expect, it } from 'vitest'
import { signUpFields } from './sign-up-fields.ts'
import { storage } from './storage.ts'

beforeEach(() => localStorage.clear())

describe('signUpFields', () => {
  it('trims what was typed and sends the agreement and terminal', () => {
    expect(signUpFields(' 13800000000 ', ' 123456')).toEqual({
      Mobile: '13800000000',
      Code: '123456',
      AgreementVersion: AGREEMENT_VERSION,
      TerminalType: TERMINAL_TYPE_H5,
    })
  })

  it('carries the launch URL channel code when there was one', () => {
    storage.set('ChannelCode', 'school-41')
    expect(signUpFields('13800000000', '123456')).toMatchObject({ ChannelCode: 'school-41' })
  })
})
