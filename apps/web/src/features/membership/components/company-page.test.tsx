import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CompanyPage } from './company-page.tsx'

const info = {
  Name: '高考志愿规划',
  Intro: ['我们为高中学生和家长提供服务。'],
  Address: '',
  Phone: '400-123-4567',
  Email: '',
  WorkHours: '周一至周日 9:00-18:00',
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, message: '成功', data: info }))),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('关于我们', () => {
  it('leaves out the operator fields that are empty instead of showing a label with nothing after it', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CompanyPage />
      </QueryClientProvider>,
    )
    expect(await screen.findByText('电话：400-123-4567')).toBeTruthy()
    const text = screen.getByTestId('company').textContent ?? ''
    expect(text).not.toContain('地址：')
    expect(text).not.toContain('邮箱：')
    expect(text).toContain('服务时间：周一至周日 9:00-18:00')
  })
})
