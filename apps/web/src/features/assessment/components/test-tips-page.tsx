import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { clearDraft, readDraft } from '../utils/test-draft.ts'
import { type TestPageProps, open, useBank } from './test-parts.tsx'
import './assessment.css'

/** test-tips: how the test works, and resume or restart when a draft exists. */
export function TestTipsPage({ kind }: TestPageProps) {
  const { bank, isPending } = useBank(kind)
  if (isPending) return <LoadingPlaceholder />
  if (!bank) return <EmptyPage text="测评暂不可用" />
  const draft = readDraft(kind, bank.Version)
  const answered = draft ? Object.keys(draft.answers).length : 0
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{bank.Title}</h2>
        <p>{bank.Intro}</p>
      </section>
      <section className="gk-as-card">
        <h3>答题须知</h3>
        <ol className="gk-as-tips">
          {bank.Tips.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ol>
        {bank.Sections.length > 1 ? <p className="gk-as-muted">包含：{bank.Sections.map((s) => s.Name).join('、')}</p> : null}
      </section>
      <div className="gk-as-actions">
        {answered > 0 ? (
          <>
            <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
              继续作答（已答 {answered}/{bank.Questions.length} 题）
            </Button>
            <Button
              block
              color="primary"
              fill="outline"
              onClick={() => {
                clearDraft(kind)
                open(paths.assessContent, kind)
              }}
            >
              重新开始
            </Button>
          </>
        ) : (
          <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
            开始测评
          </Button>
        )}
      </div>
    </div>
  )
}
