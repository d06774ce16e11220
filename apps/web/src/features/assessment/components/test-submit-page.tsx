import { Button } from 'antd-mobile'
import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import { LoadingPlaceholder } from '../../../components/feedback/loading-placeholder.tsx'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useSubmitTest } from '../api/assessment.ts'
import { clearDraft, readDraft } from '../utils/test-draft.ts'
import { type TestPageProps, open, useBank } from './test-parts.tsx'
import './assessment.css'

/** test-submit: checks the draft is complete, then submits (sign-in needed to keep the report). */
export function TestSubmitPage({ kind }: TestPageProps) {
  const { bank, isPending } = useBank(kind)
  const token = useSession((s) => s.token)
  const submit = useSubmitTest(kind)
  if (isPending) return <LoadingPlaceholder />
  if (!bank) return <EmptyPage text="测评暂不可用" />
  const draft = readDraft(kind, bank.Version)
  const answers = draft?.answers ?? {}
  const missing = bank.Questions.findIndex((q) => answers[q.ID] === undefined)
  const done = bank.Questions.length - bank.Questions.filter((q) => answers[q.ID] === undefined).length
  const send = () => {
    if (!token) return openPage(paths.login, { query: { redirect: `/${paths.assessSubmit}?type=${kind}` } })
    submit.mutate(
      { Version: bank.Version, Answers: bank.Questions.map((q) => ({ ID: q.ID, Value: answers[q.ID]! })) },
      {
        onSuccess: (ref) => {
          clearDraft(kind)
          openPage(paths.assessResult, { replace: true, query: { type: kind, id: String(ref.TestId) } })
        },
      },
    )
  }
  return (
    <div className="gk-as">
      <section className="gk-as-card gk-as-hero">
        <h2>{bank.Title}</h2>
        <p data-testid="submit-count">
          已完成 {done} / {bank.Questions.length} 题
        </p>
      </section>
      <div className="gk-as-actions">
        {missing >= 0 ? (
          <Button block color="primary" onClick={() => open(paths.assessContent, kind)}>
            还有未答的题，继续作答
          </Button>
        ) : (
          <Button block color="primary" loading={submit.isPending} onClick={send}>
            {token ? '提交并查看报告' : '登录后提交并保存报告'}
          </Button>
        )}
        <Button block color="primary" fill="outline" onClick={() => open(paths.assessContent, kind)}>
          返回检查答案
        </Button>
      </div>
    </div>
  )
}
