import { Collapse } from 'antd-mobile'

type Faq = { q: string; a: string }

const sections: { title: string; items: Faq[] }[] = [
  {
    title: '位次与分数',
    items: [
      {
        q: '什么是位次？',
        a: '位次是您的高考成绩在本省同类考生中的排名，由省考试院公布的“一分一段表”换算得到。例如某分数对应位次 8000，表示全省约有 8000 名考生的成绩不低于您。',
      },
      {
        q: '为什么看位次比看分数更可靠？',
        a: '每年试题难度不同，同一分数在不同年份代表的水平差别很大；而位次反映的是相对位置，更适合与院校往年的录取位次比较。',
      },
      { q: '位次是估算的吗？', a: '当年一分一段表公布前，我们会根据往年数据估算位次，并在页面上标注“估算”；公布后以官方数据为准。' },
    ],
  },
  {
    title: '志愿填报',
    items: [
      {
        q: '怎样开始填报志愿？',
        a: '先在“我的”中完善高考省份、年份和分数，然后在首页选择填报方式（院校优先或专业优先），按“冲、稳、保”梯度挑选院校和专业，最后保存为志愿表。',
      },
      {
        q: '“冲、稳、保”是什么意思？',
        a: '“冲”指往年录取位次略高于您的院校，有一定风险；“稳”指与您位次接近的院校；“保”指往年录取位次明显低于您的院校，用于兜底。建议三类都要有。',
      },
      { q: '模拟填报的结果就是录取结果吗？', a: '不是。模拟结果依据历史数据给出参考概率，实际录取还受当年计划、报考人数和政策影响，请以官方发布为准。' },
    ],
  },
  {
    title: '账号与会员',
    items: [
      { q: '忘记密码怎么办？', a: '如果仍在登录状态，可在“我的—修改密码”中修改；否则请联系客服协助找回。' },
      { q: '为什么需要重新登录？', a: '登录凭证过期或在其他设备修改了密码时需要重新登录。若勾选了“记住登录状态”，应用会自动为您重新登录。' },
      { q: '会员能用哪些功能？', a: '不同会员和套餐对应不同功能，具体以开通页面的说明为准；已购买的套餐在有效期内均可使用。' },
      { q: '怎样退出登录？', a: '在“我的”页面底部或“设置”中点击“退出登录”。退出后本设备上保存的登录信息会被清除。' },
    ],
  },
]

/** The user-help FAQ, written for this app. */
export function HelpFaq() {
  return (
    <div>
      {sections.map((section) => (
        <section key={section.title} className="gk-section">
          <h2 className="gk-section__title">{section.title}</h2>
          <Collapse accordion>
            {section.items.map((item) => (
              <Collapse.Panel key={item.q} title={item.q}>
                <p style={{ margin: 0, lineHeight: 1.7, color: '#555' }}>{item.a}</p>
              </Collapse.Panel>
            ))}
          </Collapse>
        </section>
      ))}
    </div>
  )
}
