import { List } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { testCards } from './hub-parts.tsx'
import './assessment.css'

/** enter-path/index: the assessment centre — three tests, 选科 and my results. */
export function EnterPathPage() {
  return (
    <div className="gk-as">
      <section className="gk-as-banner">
        <h2>生涯测评</h2>
        <p>认识兴趣、性格与特长，为选科和志愿打基础</p>
      </section>
      {testCards.map((c) => (
        <button key={c.kind} type="button" className="gk-as-card gk-as-entry" onClick={() => openPage(paths.assessEnterContent, { query: { type: c.kind } })}>
          <span className="gk-as-glyph" style={{ background: c.color }}>
            {c.glyph}
          </span>
          <span>
            <strong>{c.title}</strong>
            <span className="gk-as-muted">{c.hint}</span>
          </span>
        </button>
      ))}
      <List className="gk-as-links">
        <List.Item onClick={() => openPage(paths.assessChoose)} description="按成绩、兴趣和可报专业比例推荐组合">
          新高考选科测评
        </List.Item>
        <List.Item onClick={() => openPage(paths.chooseSubject)} description="每种组合可报的专业与计划比例">
          选科组合查询
        </List.Item>
        <List.Item onClick={() => openPage(paths.learnClassroom)} description="书单、故事、案例、视频与课件">
          生涯课堂
        </List.Item>
        <List.Item onClick={() => openPage(paths.appraisalList)}>我的测评</List.Item>
        <List.Item onClick={() => openPage(paths.appraisalEdit)}>测评资料</List.Item>
      </List>
    </div>
  )
}
