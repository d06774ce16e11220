import { createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto'

/**
 * Keys of the local pay sandbox, which plays both sides: our merchant (signing requests and client
 * pay parameters) and the gateways (signing notifications). Generated once per process, so a
 * restart invalidates in-flight sandbox notifications, which is fine for a sandbox.
 */
export type SandboxKeys = {
  merchantPrivateKey: KeyObject
  merchantPublicKey: KeyObject
  wechatPlatformPrivateKey: KeyObject
  wechatPlatformPublicKey: KeyObject
  wechatPlatformSerial: string
  apiV3Key: string
  alipayPrivateKey: KeyObject
  alipayPublicKey: KeyObject
  appId: string
  mchId: string
}

let keys: SandboxKeys | null = null

function rsaPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  return { privateKey, publicKey: createPublicKey(privateKey) }
}

export function sandboxKeys(): SandboxKeys {
  if (!keys) {
    const merchant = rsaPair()
    const platform = rsaPair()
    const alipay = rsaPair()
    keys = {
      merchantPrivateKey: merchant.privateKey,
      merchantPublicKey: merchant.publicKey,
      wechatPlatformPrivateKey: platform.privateKey,
      wechatPlatformPublicKey: platform.publicKey,
      wechatPlatformSerial: `SANDBOX${randomBytes(8).toString('hex').toUpperCase()}`,
      // 32 ASCII characters, like a real APIv3 key
      apiV3Key: randomBytes(16).toString('hex'),
      alipayPrivateKey: alipay.privateKey,
      alipayPublicKey: alipay.publicKey,
      appId: 'wxsandbox0000000',
      mchId: '1900000000',
    }
  }
  return keys
}
