import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { consoleSession } from '../lib/session.ts'
import { account, fakeServer, ok, stubBrowser } from '../test/fake-server.ts'
import { LoginPage } from './login-page.tsx'
import { render } from '../test/render.tsx'

beforeAll(stubBrowser)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  consoleSession.set(null)
})

function showLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/dashboard" element={<p>工作台</p>} />
      </Routes>
    </MemoryRouter>,
  )
}

function fill(userName: string, password: string) {
  fireEvent.change(screen.getByLabelText('用户名'), { target: { value: userName } })
  fireEvent.change(screen.getByLabelText('密码'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
}

describe('console sign-in', () => {
  it('asks for both fields before calling the server', async () => {
    const server = fakeServer({})
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    showLogin()
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }))
    expect(await screen.findByText('请输入用户名')).toBeTruthy()
    expect(await screen.findByText('请输入密码')).toBeTruthy()
    expect(server.calls).toEqual([])
  })

  it('signs in, keeps the session under the console key and opens the workbench', async () => {
    const server = fakeServer({ 'Admin/Login': ok({ Token: 'console-token-1', Account: account() }) })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    showLogin()
    fill('wang.expert', 'secret-pass')
    expect(await screen.findByText('工作台')).toBeTruthy()
    expect(server.calls).toEqual([{ name: 'Admin/Login', body: { UserName: 'wang.expert', Password: 'secret-pass' }, token: undefined }])
    expect(consoleSession.get()?.token).toBe('console-token-1')
    expect(JSON.parse(localStorage.getItem('gk-console-session')!).account.DisplayName).toBe('王老师')
    // the student app's token is never written by the console
    expect(localStorage.getItem('token')).toBeNull()
  })

  it('a refused sign-in keeps no session and stays on the form', async () => {
    const server = fakeServer({ 'Admin/Login': { code: 2303, message: '用户名或密码错误', data: null } })
    vi.stubGlobal('fetch', vi.fn(server.fetch))
    showLogin()
    fill('wang.expert', 'wrong')
    await waitFor(() => expect(server.calls).toHaveLength(1))
    await waitFor(() => expect(screen.getByRole('button', { name: /登\s*录/ }).className).not.toContain('ant-btn-loading'))
    expect(screen.queryByText('工作台')).toBeNull()
    expect(consoleSession.get()).toBeNull()
    expect(screen.getByTestId('console-login')).toBeTruthy()
  })

  // antd's static message draws only through the React 19 render hook the request layer sets (lib/antd-render.ts)
  it('a refused sign-in shows the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer({ 'Admin/Login': { code: 2303, message: '用户名或密码错误', data: null } }).fetch))
    showLogin()
    fill('wang.expert', 'wrong')
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy()
  })
})
