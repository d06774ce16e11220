import { beijingMinute, fenToYuan } from '@gk/domain'
import {
  CONSOLE_EXPIRES_HEADER,
  CONSOLE_MEDIA_UPLOAD_PATH,
  CONSOLE_TOKEN_HEADER,
  ErrorCode,
  type EndpointName,
  type Envelope,
  type Input,
  type Output,
} from '@gk/contract'
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
  return send<Output<N>>(`/api/${name}`, { 'content-type': 'application/json' }, JSON.stringify(input), options)
}

/** An image from the content editor, sent as its bytes; answers its address under /media/. */
export async function uploadMedia(file: Blob): Promise<string> {
  const sent = await send<{ Url: string }>(CONSOLE_MEDIA_UPLOAD_PATH, { 'content-type': file.type || 'application/octet-stream' }, file, {})
  return sent.Url
}

async function send<T>(url: string, headers: Record<string, string>, body: BodyInit, options: { quiet?: boolean }): Promise<T> {
  const session = consoleSession.get()
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...headers, ...(session ? { [CONSOLE_TOKEN_HEADER]: session.token } : {}) },
    body,
  })
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null
  const expiresAt = response.headers?.get(CONSOLE_EXPIRES_HEADER)
  if (expiresAt) consoleSession.touch(expiresAt)
  if (!envelope) {
    void message.error('网络异常，请稍后重试')
    throw new ConsoleApiError(ErrorCode.Internal, '网络异常')
  }
  if (envelope.code !== ErrorCode.Ok) {
    // an expired session keeps the page (and what was typed on it) under a sign-in dialog
    if (envelope.code === ErrorCode.ConsoleLoginRequired && session) {
      consoleSession.expire()
      throw new ConsoleApiError(envelope.code, envelope.message)
    }
    if (envelope.code === ErrorCode.ConsolePasswordChangeRequired && session) consoleSession.updateAccount({ ...session.account, MustChangePassword: true })
    if (!options.quiet) void message.error(envelope.message)
    throw new ConsoleApiError(envelope.code, envelope.message)
  }
  return envelope.data
}

export const yuan = fenToYuan
/** A table cell's time in Beijing; empty for a missing one. */
export const beijing = (iso: string | null | undefined) => (iso ? beijingMinute(iso) : '')
