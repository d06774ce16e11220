import { Dialog, List } from 'antd-mobile'
import { isEndpointKey } from '@gk/client'
import { APP_VERSION, APP_VERSION_CODE } from '@gk/contract'
import { queryClient } from '../../../lib/query-client.ts'
import { storage } from '../../../lib/storage.ts'
import { showToast } from '../../../lib/toast.ts'

export type SettingsPanelProps = { onOpenServiceAgreement: () => void; onOpenPrivacyPolicy: () => void }

/** Clears cached data (lists, wish drafts) but keeps the login and the chosen province. */
function clearCache(): void {
  queryClient.removeQueries({ predicate: (query) => !isEndpointKey(query.queryKey, 'User/StudentInfo') })
  for (const key of ['TBInfo', 'wishType', 'batchTypeTotalList', 'batchTypeTotalListForecast', 'comWeburl'] as const) storage.remove(key)
  showToast('缓存已清除')
}

export function SettingsPanel({ onOpenServiceAgreement, onOpenPrivacyPolicy }: SettingsPanelProps) {
  const about = () =>
    Dialog.alert({
      title: '关于我们',
      content: `高考志愿规划 ${APP_VERSION}（版本号 ${APP_VERSION_CODE}）\n为高中生和家长提供查大学、查专业、查位次与志愿填报规划服务。`,
      confirmText: '知道了',
    })
  return (
    <List mode="card">
      <List.Item onClick={clearCache}>清除缓存</List.Item>
      <List.Item onClick={onOpenServiceAgreement}>用户服务协议</List.Item>
      <List.Item onClick={onOpenPrivacyPolicy}>隐私政策</List.Item>
      <List.Item extra={`${APP_VERSION}（${APP_VERSION_CODE}）`} onClick={() => void about()}>
        关于我们
      </List.Item>
    </List>
  )
}
