import type { MemberGroup } from '@gk/contract'

export const groupLabels: Record<MemberGroup, string> = { ZNK: '智能志愿', GZBB: '高中版', VIP: 'VIP' }
