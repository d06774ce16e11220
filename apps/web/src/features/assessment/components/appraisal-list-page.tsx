import { Button, List } from 'antd-mobile'
import type { AssessmentKind } from '@gk/contract'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useTestList } from '../api/assessment.ts'
import { reportPath } from '../utils/test-draft.ts'
import { cardOf } from './hub-parts.tsx'
import './assessment.css'

const kindTitle: Record<AssessmentKind, string> = { holland: '霍兰德', mbti: '性格类型', personality: '人格' }

/** appraisal/list: my results, newest first, each reopening its report. */
export function AppraisalListPage() {
  const token = useSession((s) => s.token)
  const list = useTestList()
  if (!token)
    return (
      <EmptyPage text="登录后查看我的测评">
        <Button color="primary" onClick={() => openPage(paths.smsLogin, { query: { redirect: `/${paths.appraisalList}` } })}>
          去登录
        </Button>
      </EmptyPage>
    )
  if (list.isPending) return <LoadingPlaceholder />
  const items = list.data ?? []
  return (
    <div className="gk-as">
      {items.length === 0 ? (
        <EmptyPage text="还没有测评记录" />
      ) : (
        <List header="我的测评" data-testid="appraisal-list">
          {items.map((t) => (
            <List.Item
              key={t.TestId}
              prefix={
                <span className="gk-as-glyph gk-as-glyph--small" style={{ background: cardOf(t.Kind).color }}>
                  {cardOf(t.Kind).glyph}
                </span>
              }
              description={`${kindTitle[t.Kind]} · ${new Date(t.CreatedAt).toLocaleString('zh-CN', { hour12: false })}`}
              extra={<b className="gk-as-summary">{t.Summary}</b>}
              onClick={() => openPage(reportPath[t.Kind], { query: { id: String(t.TestId) } })}
            >
              {t.Title}
            </List.Item>
          ))}
        </List>
      )}
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessEnter)}>
          去做测评
        </Button>
      </div>
    </div>
  )
}
