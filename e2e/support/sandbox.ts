/** The last code the console SMS provider "sent" (sandbox hook, SANDBOX_ENDPOINTS=true). */
export async function lastSmsCode(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}/sandbox/sms/last-code?mobile=${mobile}`)
  const body = (await response.json()) as { code: number; data: { Code: string } | null }
  if (body.code !== 0 || !body.data) throw new Error(`no SMS code for ${mobile}`)
  return body.data.Code
}
