import { beijingMinute, fenToYuan } from '@gk/domain'
import { CONSOLE_EXPIRES_HEADER, CONSOLE_TOKEN_HEADER, ErrorCode, type EndpointName, type Envelope, type Input, type Output } from '@gk/contract'
import { message } from 'antd'
import './antd-render.ts'
import { consoleSession } from './session.ts'

export class ConsoleApiError extends Error {
  constructor(
    readonly code: number,
    text: string,
  ) {
    super(text)
  }
}

/** POST /api/Group/Name with the console header; a business failure is shown and thrown. */
export async function callAdmin<N extends EndpointName>(name: N, input: Input<N>, options: { quiet?: boolean } = {}): Promise<Output<N>> {
  const session = consoleSession.get()
  const response = await fetch(`/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(session ? { [CONSOLE_TOKEN_HEADER]: session.token } : {}) },
    body: JSON.stringify(input),
  })
  const body = (await response.json().catch(() => null)) as Envelope<Output<N>> | null
  const expiresAt = response.headers?.get(CONSOLE_EXPIRES_HEADER)
  if (expiresAt) consoleSession.touch(expiresAt)
  if (!body) {
    void message.error('网络异常，请稍后重试')
    throw new ConsoleApiError(ErrorCode.Internal, '网络异常')
  }
  if (body.code !== ErrorCode.Ok) {
    // an expired session keeps the page (and what was typed on it) under a sign-in dialog
    if (body.code === ErrorCode.ConsoleLoginRequired && session) {
      consoleSession.expire()
      throw new ConsoleApiError(body.code, body.message)
    }
    if (body.code === ErrorCode.ConsolePasswordChangeRequired && session) consoleSession.updateAccount({ ...session.account, MustChangePassword: true })
    if (!options.quiet) void message.error(body.message)
    throw new ConsoleApiError(body.code, body.message)
  }
  return body.data
}

export const yuan = fenToYuan
/** A table cell's time in Beijing; empty for a missing one. */
export const beijing = (iso: string | null | undefined) => (iso ? beijingMinute(iso) : '')
