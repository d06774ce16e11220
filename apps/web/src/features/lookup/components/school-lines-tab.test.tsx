import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { AdmissionLine } from '@gk/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { admissionLine } from '../utils/admission-line.test-kit.ts'
import { SchoolLinesTab } from './school-lines-tab.tsx'

// 天津工业大学 in 西藏, as School/SchoolEnrollment answers it: a 理科 and a 文科 line of 2025
const line = (over: Partial<AdmissionLine>): AdmissionLine => admissionLine(2025, 434, { SubjectType: '理科', Batch: '本科一批', ...over })

function renderTab(track: string | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        code: 0,
        message: '成功',
        data: {
          SubjectTypes: ['理科', '文科'],
          Tracks: [
            { Name: '理科', SubjectTypes: ['理科'], Basis: 'score', Note: '' },
            { Name: '文科', SubjectTypes: ['文科'], Basis: 'score', Note: '' },
          ],
          List: [line({}), line({ SubjectType: '文科', MinScore: 472 })],
          Freshness: '2025年',
        },
      }),
    ),
  )
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SchoolLinesTab schoolId="1210058" provinceId={54} track={track} />
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('SchoolLinesTab (a college page’s 历年分数)', () => {
  it('opens on the student’s own track (a 文科 student sees 文科 first, not the first track listed)', async () => {
    renderTab('文科')
    expect(await screen.findByText('最低分走势（文科）')).toBeTruthy()
    expect(screen.getByRole('table', { name: '历年录取分数' }).textContent).toContain('472')
    // the other track is one tap away
    fireEvent.click(screen.getByText('理科'))
    expect(await screen.findByText('最低分走势（理科）')).toBeTruthy()
  })

  it('opens on the first track where the page is not the student’s province', async () => {
    renderTab(undefined)
    expect(await screen.findByText('最低分走势（理科）')).toBeTruthy()
  })
})
