import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'

export type ReportPageProps = { testId: number }

export const date = (iso: string) => iso.slice(0, 10)

export function NeedLogin({ path }: { path: string }) {
  return (
    <EmptyPage text="登录后查看你的测评报告">
      <Button color="primary" onClick={() => openPage(paths.smsLogin, { query: { redirect: `/${path}` } })}>
        去登录
      </Button>
    </EmptyPage>
  )
}

export function NoReport({ kind }: { kind: string }) {
  return (
    <EmptyPage text="还没有这项测评的报告">
      <Button color="primary" onClick={() => openPage(paths.assessEnterContent, { query: { type: kind } })}>
        去测评
      </Button>
    </EmptyPage>
  )
}
