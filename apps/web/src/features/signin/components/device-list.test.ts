import { describe, expect, it } from 'vitest'
import { checkAvatarFile } from '../api/avatar.ts'
import { deviceName } from './device-list.tsx'

describe('deviceName', () => {
  it('names the device from its user agent', () => {
    expect(deviceName('Mozilla/5.0 (iPhone) MicroMessenger/8.0')).toBe('微信')
    expect(deviceName('Mozilla/5.0 (Linux; Android 14)')).toBe('Android 手机')
    expect(deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe('iPhone / iPad')
    expect(deviceName('')).toBe('其他设备')
  })
})

describe('checkAvatarFile', () => {
  it('accepts PNG/JPEG/WebP up to 2 MB only', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 1000 })).toBeNull()
    expect(checkAvatarFile({ type: 'image/gif', size: 1000 })).toBe('仅支持 PNG、JPEG、WebP 格式的图片')
    expect(checkAvatarFile({ type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe('图片不能超过2MB')
  })
})
