import { Button } from 'antd-mobile'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import './assessment.css'

const typeList: [string, string][] = [
  ['ISTJ', '务实守纪的执行者'],
  ['ISFJ', '细致体贴的守护者'],
  ['INFJ', '有理想的洞察者'],
  ['INTJ', '独立的战略规划者'],
  ['ISTP', '冷静的动手解决者'],
  ['ISFP', '温和的审美体验者'],
  ['INFP', '重价值的理想主义者'],
  ['INTP', '好奇的逻辑分析者'],
  ['ESTP', '行动派的现场应变者'],
  ['ESFP', '热情的表现者'],
  ['ENFP', '富想象力的激励者'],
  ['ENTP', '爱辩论的创新者'],
  ['ESTJ', '高效的组织管理者'],
  ['ESFJ', '关怀他人的协调者'],
  ['ENFJ', '有感染力的引导者'],
  ['ENTJ', '果断的统帅型领导者'],
]

/** mbtiintroduce: the four dichotomies and the 16 types. */
export function MbtiIntroducePage() {
  return (
    <div className="gk-as">
      <section className="gk-as-card">
        <h3>四个维度</h3>
        <p>
          <b>E 外倾 / I 内倾</b>：从与人交往中获得能量，还是从独处和思考中获得能量。
        </p>
        <p>
          <b>S 实感 / N 直觉</b>：更关注具体事实和细节，还是更关注可能性和整体联系。
        </p>
        <p>
          <b>T 思考 / F 情感</b>：做决定时更看重逻辑和原则，还是更看重人的感受和价值。
        </p>
        <p>
          <b>J 判断 / P 感知</b>：喜欢有计划、有结论的生活，还是喜欢灵活、开放的生活。
        </p>
      </section>
      <section className="gk-as-card">
        <h3>16 种类型</h3>
        <div className="gk-as-typegrid">
          {typeList.map(([t, title]) => (
            <div key={t}>
              <b>{t}</b>
              <span>{title}</span>
            </div>
          ))}
        </div>
      </section>
      <p className="gk-as-muted gk-as-pad">
        说明：本应用的性格类型测评为自编的 MBTI 风格问卷，不是官方 MBTI® 量表；MBTI 是 The Myers-Briggs Company 的注册商标。类型只描述偏好，没有好坏之分。
      </p>
      <div className="gk-as-actions">
        <Button block color="primary" onClick={() => openPage(paths.assessTips, { query: { type: 'mbti' } })}>
          开始性格类型测评
        </Button>
      </div>
    </div>
  )
}
