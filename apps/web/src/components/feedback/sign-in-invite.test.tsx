import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { registerNavigator } from '../../lib/navigation.ts'
import { SignInInvite } from './sign-in-invite.tsx'

afterEach(() => registerNavigator((to) => (window.location.hash = `#${to}`)))

describe('SignInInvite', () => {
  it('opens the one-step SMS sign-in (it creates the account) with the way back to this screen', () => {
    window.location.hash = '#/pages/personal/volunteerlist/volunteerlist'
    const opened: string[] = []
    registerNavigator((to) => opened.push(to))
    render(<SignInInvite text="登录后查看您的志愿表" />)
    fireEvent.click(screen.getByRole('button', { name: '登录 / 注册' }))
    expect(opened).toEqual([`/pages/personal/login/login?redirect=${encodeURIComponent('/pages/personal/volunteerlist/volunteerlist')}`])
  })
})
