import './learning.css'
/** Operator HTML; the server sanitizes it on write and again on read, so it is rendered as is. */
export function RichText({ html }: { html: string }) {
  return <div className="gk-learn-rich" dangerouslySetInnerHTML={{ __html: html }} />
}
