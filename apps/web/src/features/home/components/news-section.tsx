import { EmptyPage } from '../../../components/feedback/empty-page.tsx'
import './home.css'

export type NewsSectionProps = { title: string }

/** A home section whose content a later feature provides; until then it says so honestly. */
export function NewsSection({ title }: NewsSectionProps) {
  return (
    <section className="gk-section">
      <h2 className="gk-section__title">{title}</h2>
      <EmptyPage />
    </section>
  )
}
