import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'
import { api, signUp, uniqueMobile } from './api.ts'
import { newPhoneContext } from './browser.ts'

/** A new account with the 学业规划包 package (a sandbox card, product 201), signed in on a fresh phone. */
export async function memberPage(browser: Browser, baseUrl: string): Promise<Page> {
  const reg = await signUp<{ token: string }>(baseUrl, { Mobile: uniqueMobile(), Password: 'gaokao2027' })
  await makeMember(baseUrl, reg.data.token)
  const page = await (await newPhoneContext(browser, baseUrl)).newPage()
  await page.addInitScript((t) => localStorage.setItem('token', JSON.stringify(t)), reg.data.token)
  return page
}

/** Activates a sandbox card of the 学业规划包 (product 201) on an account: its chances open (ADR 045). */
export async function makeMember(baseUrl: string, token: string): Promise<void> {
  const issued = await fetch(`${baseUrl}/sandbox/cards/issue`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'product=201&count=1',
  })
  const [card] = (await issued.json()) as { cardNo: string; secret: string }[]
  expect((await api(baseUrl, 'User/CardActivation', { CardNo: card!.cardNo, CardPwd: card!.secret }, token)).code).toBe(0)
}
