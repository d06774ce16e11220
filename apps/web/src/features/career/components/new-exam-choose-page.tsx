import { Button, Steps } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useSession } from '../../../lib/session-store.ts'
import { useSelectExamList } from '../api/select-exam.ts'
import './career.css'

/** new-exam-choose/index: the three steps of the 选科 assessment. */
export function NewExamChoosePage({ provinceId }: { provinceId: number }) {
  const model = useSelectExamList(provinceId)
  const token = useSession((s) => s.token)
  return (
    <div className="gk-cr">
      <section className="gk-cr-banner">
        <h2>新高考选科测评</h2>
        <p>结合你的各科成绩、兴趣测评和各组合可报专业的比例，给出排序建议和理由。</p>
      </section>
      <section className="gk-cr-card">
        <Steps direction="vertical" current={model.data ? 1 : 0}>
          <Steps.Step
            title={`选择省份：${model.data ? `${model.data.ProvinceName}（${model.data.ExamModel}）` : '未选择'}`}
            description={
              <button type="button" className="gk-cr-link" onClick={() => openPage(paths.assessChooseProvince)}>
                切换省份
              </button>
            }
          />
          <Steps.Step title="填写各科成绩" description="最近一次大考或期末考试的成绩，按百分制" />
          <Steps.Step
            title="参考兴趣测评（可选）"
            description={
              <button type="button" className="gk-cr-link" onClick={() => openPage(paths.assessTips, { query: { type: 'holland' } })}>
                {token ? '做过霍兰德测评会自动参考最新结果' : '登录并完成霍兰德测评后会一并参考'}
              </button>
            }
          />
        </Steps>
      </section>
      <div className="gk-cr-actions">
        <Button block color="primary" disabled={!model.data} onClick={() => openPage(paths.assessSortScore)}>
          填写成绩，生成建议
        </Button>
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.chooseSubject)}>
          查看各组合可报专业比例
        </Button>
      </div>
    </div>
  )
}
