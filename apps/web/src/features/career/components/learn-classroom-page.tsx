import { paths, type AppPath } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import './career.css'

const hubTiles: { path: AppPath; title: string; hint: string; glyph: string; color: string }[] = [
  { path: paths.careerBooks, title: '推荐书单', hint: '每本都写了为什么读', glyph: '书', color: '#3686E2' },
  { path: paths.careerStories, title: '生涯故事', hint: '同龄人的选择与转折', glyph: '事', color: '#FF8F1F' },
  { path: paths.careerCases, title: '生涯案例', hint: '选科与志愿的真实思路', glyph: '案', color: '#00B578' },
  { path: paths.careerVideos, title: '生涯视频', hint: '职业与专业短片', glyph: '视', color: '#F05A5A' },
  { path: paths.careerTeachplans, title: '生涯教案', hint: '班会课直接可用', glyph: '教', color: '#722ED1' },
  { path: paths.careerCourseware, title: '生涯课件', hint: 'PDF 课堂任务单', glyph: '件', color: '#13C2C2' },
  { path: paths.assessEnter, title: '生涯测评', hint: '兴趣、性格、人格', glyph: '测', color: '#2F54EB' },
  { path: paths.assessChoose, title: '选科测评', hint: '成绩 + 兴趣 + 可报比例', glyph: '选', color: '#EB2F96' },
]

/** learnClassroom/index: the career-planning classroom, one tile per shelf plus the assessments. */
export function LearnClassroomPage() {
  return (
    <div className="gk-cr">
      <section className="gk-cr-banner">
        <h2>生涯课堂</h2>
        <p>认识自己 · 了解专业与职业 · 做出选择</p>
      </section>
      <section className="gk-cr-hub">
        {hubTiles.map((t) => (
          <button key={t.path} type="button" onClick={() => openPage(t.path)}>
            <span className="gk-cr-glyph" style={{ background: t.color }}>
              {t.glyph}
            </span>
            <b>{t.title}</b>
            <span className="gk-cr-muted">{t.hint}</span>
          </button>
        ))}
      </section>
    </div>
  )
}
