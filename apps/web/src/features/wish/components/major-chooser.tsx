import { Button, Checkbox, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import type { Batch } from '@gk/contract'
import { paths } from '../../../config/paths.ts'
import { openPage } from '../../../lib/navigation.ts'
import { useMajorOptions } from '../api/wish-queries.ts'
import './wish.css'

/** 专业优先, step one: choose majors or categories; the next page lists the units that offer them. */
export function MajorChooser({ batch }: { batch: Batch }) {
  const [keyword, setKeyword] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const options = useMajorOptions(batch.BatchId, keyword)
  return (
    <div className="gk-wish-page">
      <div className="gk-wish-page__search">
        <SearchBar placeholder="搜索专业，如 计算机、临床医学" onSearch={setKeyword} onClear={() => setKeyword('')} />
      </div>
      <p className="gk-wish-page__note">已选：{chosen.length ? chosen.join('、') : '未选择'}（最多5个，按名称包含匹配）</p>
      <Checkbox.Group value={chosen} onChange={(v) => setChosen((v as string[]).slice(0, 5))}>
        <div className="gk-major-grid">
          {(options.data ?? []).map((o) => (
            <Checkbox key={o.Name} value={o.Name} className="gk-major-option">
              {o.Name}
              <span className="gk-muted">（{o.UnitCount}）</span>
            </Checkbox>
          ))}
        </div>
      </Checkbox.Group>
      <div className="gk-wish-form__actions">
        <Button block color="primary" disabled={chosen.length === 0} onClick={() => openPage(paths.specialtyList, { query: { majors: chosen.join('|') } })}>
          查看开设这些专业的院校
        </Button>
      </div>
    </div>
  )
}
