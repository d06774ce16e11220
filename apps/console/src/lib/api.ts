import { CONSOLE_TOKEN_HEADER, ErrorCode, type EndpointName, type Envelope, type Input, type Output } from '@gk/contract'
import { message } from 'antd'
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
  if (!body) {
    void message.error('网络异常，请稍后重试')
    throw new ConsoleApiError(ErrorCode.Internal, '网络异常')
  }
  if (body.code !== ErrorCode.Ok) {
    if (body.code === ErrorCode.ConsoleLoginRequired) consoleSession.set(null)
    if (!options.quiet) void message.error(body.message)
    throw new ConsoleApiError(body.code, body.message)
  }
  return body.data
}

export const yuan = (fen: number) => (fen / 100).toFixed(2)
export const beijing = (iso: string | null | undefined) => (iso ? new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '')
