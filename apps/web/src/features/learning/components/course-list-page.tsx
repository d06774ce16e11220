import { SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { CourseList } from './course-index.tsx'
import './learning.css'

/** All courses, optionally of one category, with a keyword search. */
export function CourseListPage({ categoryId }: { categoryId?: number }) {
  const [keyword, setKeyword] = useState('')
  return (
    <div className="gk-learn">
      <SearchBar placeholder="搜索课程" onSearch={setKeyword} onClear={() => setKeyword('')} />
      <CourseList categoryId={categoryId} keyword={keyword} />
    </div>
  )
}
