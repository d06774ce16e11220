/**
 * Testers' partner sign-on link, signed with the configured partner secret (the printed development
 * one with SANDBOX_ENDPOINTS=true, which is also the only place the server accepts it), valid 5
 * minutes, usable once:
 *   node --import tsx apps/server/src/cli/sso-link.ts --sub partner-user-1 [--mobile 13800138000] [--name 张三]
 *        [--partner sso|gankao|jsy] [--base http://127.0.0.1:8080]
 * `sso` prints the launch link (`/?SSOSign=…#/pages/home/index`); gankao and jsy print the
 * authorizing-login page link (`#/pages/home/sso-login/index?partner=…&sign=…`).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { partnerSecretOf, readEnv } from '../env.ts'
import { MAX_TOKEN_LIFETIME_S, signPartnerToken, type Partner } from '../modules/open-auth/partner-token.ts'

const { values } = parseArgs({
  options: {
    sub: { type: 'string' },
    mobile: { type: 'string' },
    name: { type: 'string' },
    partner: { type: 'string', default: 'sso' },
    base: { type: 'string', default: 'http://127.0.0.1:8080' },
  },
})
const partner = values.partner as Partner
if (!values.sub || !['sso', 'gankao', 'jsy'].includes(partner)) {
  console.error('usage: sso-link.ts --sub <partner user id> [--mobile 1xxxxxxxxxx] [--name 名字] [--partner sso|gankao|jsy] [--base URL]')
  process.exit(2)
}
const secret = partnerSecretOf(readEnv(), partner)
if (secret === null) {
  console.error(`no ${partner.toUpperCase()}_SECRET: set it, or SANDBOX_ENDPOINTS=true for the development one (the server accepts it only then)`)
  process.exit(2)
}
const iat = Math.floor(Date.now() / 1000)
const sign = signPartnerToken(secret, {
  sub: values.sub,
  iat,
  exp: iat + MAX_TOKEN_LIFETIME_S,
  jti: randomUUID(),
  ...(values.mobile ? { mobile: values.mobile } : {}),
  ...(values.name ? { name: values.name } : {}),
})
const base = values.base.replace(/\/$/, '')
console.log(partner === 'sso' ? `${base}/?SSOSign=${sign}#/pages/home/index` : `${base}/#/pages/home/sso-login/index?partner=${partner}&sign=${sign}`)
