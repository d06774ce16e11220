import { createHmac } from 'node:crypto'

/** RFC 3986 encoding as Aliyun's POP v1 signature requires (encodeURIComponent leaves !'()* alone). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** The canonicalized query string: parameters sorted by name, each name and value encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? '')}`)
    .join('&')
}

/** StringToSign = METHOD & encode("/") & encode(canonical query). */
export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`
}

/** POP v1 (RPC) signature: base64(HMAC-SHA1(AccessKeySecret + "&", StringToSign)). */
export function signRpcRequest(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64')
}
