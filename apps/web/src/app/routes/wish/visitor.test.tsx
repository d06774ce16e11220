import { cleanup, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionStore } from '../../../lib/session-store.ts'
import { AppProviders } from '../../providers.tsx'
import { Component as College } from './college.tsx'
import { Component as QueryIndex } from './query-index.tsx'
import { Component as Speciality } from './speciality.tsx'
import { Component as VolunteerList } from './volunteer-list.tsx'

// what the server answers a call without a token: the app must not make such calls for a visitor
const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ code: 112, message: '登录已失效，请重新登录', data: null })))

beforeEach(() => {
  sessionStore.reset()
  localStorage.clear()
  fetchSpy.mockClear()
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const screens: [string, ComponentType][] = [
  ['志愿推荐', QueryIndex],
  ['院校优先', College],
  ['专业优先', Speciality],
  ['我的志愿表', VolunteerList],
]

describe('wish screens for a visitor who never signed in', () => {
  it.each(screens)('%s invites to sign in without calling the account endpoints', async (_name, Screen) => {
    render(
      <AppProviders>
        <MemoryRouter>
          <Screen />
        </MemoryRouter>
      </AppProviders>,
    )
    expect(await screen.findByRole('button', { name: '登录 / 注册' })).toBeTruthy()
    expect(screen.queryByText(/登录已失效/)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
