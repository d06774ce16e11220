import { Button } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useTestList } from '../api/assessment.ts'
import { reportPath } from '../utils/test-draft.ts'
import type { TestPageProps } from './test-parts.tsx'
import './assessment.css'

/** testResult: the headline result and the way into the full report. */
export function TestResultPage({ kind, testId }: TestPageProps & { testId: number }) {
  const list = useTestList()
  const summary = list.data?.find((t) => t.TestId === testId)?.Summary ?? ''
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero gk-as-center">
        <p>测评完成</p>
        {/* codes (IAS, INTJ) are shown large; a personality summary is a sentence */}
        {summary.length > 0 && summary.length <= 4 ? <h1 className="gk-as-code">{summary}</h1> : <h2>{summary || '已生成报告'}</h2>}
      </section>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(reportPath[kind], { query: { id: String(testId) } })}>
          查看完整报告
        </Button>
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.appraisalList)}>
          我的测评
        </Button>
      </div>
    </div>
  )
}
