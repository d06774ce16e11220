import { Button, Input, Tag } from 'antd-mobile'
import { useState } from 'react'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import type { TargetFilter } from '../api/select-exam.ts'
import { filterQuery } from './choose-subject-parts.tsx'
import './career.css'

/** chooseSubjectScreen: target colleges and majors that narrow the statistics. */
export function ChooseSubjectScreenPage({ filter }: { filter: TargetFilter }) {
  const [colleges, setColleges] = useState(filter.InstitutionNames.join('，'))
  const [majors, setMajors] = useState(filter.MajorNames.join('，'))
  const apply = () =>
    openPage(paths.chooseSubject, {
      replace: true,
      query: filterQuery({
        InstitutionNames: colleges
          .split(/[,，、]/)
          .map((s) => s.trim())
          .filter(Boolean),
        MajorNames: majors
          .split(/[,，、]/)
          .map((s) => s.trim())
          .filter(Boolean),
      }),
    })
  return (
    <div className="gk-cr">
      <section className="gk-cr-card">
        <h3>目标院校</h3>
        <Input placeholder="如：河北大学，燕山大学（用逗号分隔）" value={colleges} onChange={setColleges} clearable />
        <h3>目标专业</h3>
        <Input placeholder="如：临床医学，计算机（用逗号分隔）" value={majors} onChange={setMajors} clearable />
        <p className="gk-cr-muted">名称包含即可匹配。只统计这些院校、专业时，各组合能报的比例可能与全省差别很大。</p>
        <div className="gk-cr-tags">
          {['临床医学', '计算机', '法学', '师范', '电气', '金融'].map((t) => (
            <Tag key={t} color="primary" fill="outline" onClick={() => setMajors(majors ? `${majors}，${t}` : t)}>
              {t}
            </Tag>
          ))}
        </div>
      </section>
      <div className="gk-cr-actions">
        <Button block color="primary" onClick={apply}>
          查看结果
        </Button>
        <Button block color="primary" fill="outline" onClick={() => openPage(paths.chooseSubject, { replace: true })}>
          清除筛选
        </Button>
      </div>
    </div>
  )
}
