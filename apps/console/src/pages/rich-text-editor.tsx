import { isSafeLink } from '@gk/contract'
import { Button, Input, Modal, Space, Tooltip, Typography } from 'antd'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { ContentImageButton } from './content-image-button.tsx'

/**
 * The article body as operators write it: a contentEditable area with a small toolbar (标题, 加粗, 列表,
 * 链接, 插入图片) and a 源码 view. No editor package is installed, and the browser's own editing commands
 * cover what an article here holds. What it produces is never trusted: the server cleans it with the
 * allow-list students' pages apply (Admin/ContentSave, Admin/ContentPreview), so a paste that brings
 * styles or scripts along is cleaned there, and the preview shows the cleaned result.
 */
export function RichTextEditor({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const area = useRef<HTMLDivElement>(null)
  /** where the caret was last inside the area: a dialog or a file chooser takes the focus away */
  const saved = useRef<Range | null>(null)
  const [source, setSource] = useState(false)
  const [linking, setLinking] = useState(false)
  const [href, setHref] = useState('https://')

  // the area owns its DOM while the operator types; a value set from outside (another item, the 源码
  // view) replaces it, but the area's own echo must not, or the caret would jump to the start
  useEffect(() => {
    const el = area.current
    if (el && el.innerHTML !== value) el.innerHTML = value
  }, [value, source])

  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection()
      const el = area.current
      if (!selection || selection.rangeCount === 0 || !el) return
      const range = selection.getRangeAt(0)
      if (el.contains(range.commonAncestorContainer)) saved.current = range.cloneRange()
    }
    document.addEventListener('selectionchange', remember)
    return () => document.removeEventListener('selectionchange', remember)
  }, [])

  /** runs an editing command at the caret (restored if a dialog took it), then reports the new HTML */
  const run = (command: string, argument?: string) => {
    const el = area.current
    if (!el) return
    // focusing may move the caret to the start: put back where it was (a selection to link, the image's place)
    const range = saved.current
    el.focus()
    const selection = document.getSelection()
    if (range && selection) {
      selection.removeAllRanges()
      selection.addRange(range)
    } else if (selection && !el.contains(selection.anchorNode)) {
      // no caret yet: at the end of the body
      const end = document.createRange()
      end.selectNodeContents(el)
      end.collapse(false)
      selection.removeAllRanges()
      selection.addRange(end)
    }
    // <b>/<h2> rather than <span style>: the allow-list drops styles
    document.execCommand('styleWithCSS', false, 'false')
    paragraphs()
    document.execCommand(command, false, argument)
    tidy(el)
    onChange(el.innerHTML)
  }
  /** Enter starts a <p> (the browser's default is a <div>, which the allow-list does not keep) */
  const paragraphs = () => document.execCommand('defaultParagraphSeparator', false, 'p')
  /** toolbar buttons keep the caret in the area (a click would otherwise move the focus to the button) */
  const keep = (e: MouseEvent) => e.preventDefault()
  const heading = () => {
    const block = document.queryCommandValue('formatBlock').toLowerCase()
    run('formatBlock', block === 'h2' ? 'p' : 'h2')
  }
  const link = href.trim()
  const linkOk = link !== '' && link !== 'https://' && isSafeLink(link)

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4} data-testid="rich-text">
      <Space wrap size={4} role="toolbar" aria-label="正文格式">
        <Button size="small" disabled={source} onMouseDown={keep} onClick={heading}>
          标题
        </Button>
        <Button size="small" disabled={source} onMouseDown={keep} onClick={() => run('bold')} style={{ fontWeight: 700 }}>
          加粗
        </Button>
        <Button size="small" disabled={source} onMouseDown={keep} onClick={() => run('insertUnorderedList')}>
          列表
        </Button>
        <Button size="small" disabled={source} onMouseDown={keep} onClick={() => (setHref('https://'), setLinking(true))}>
          链接
        </Button>
        {source ? null : <ContentImageButton label="插入图片" onUploaded={(url) => run('insertImage', url)} />}
        <Tooltip title="直接编辑 HTML；保存时同样会清理不安全的标签和链接">
          <Button size="small" type={source ? 'primary' : 'default'} onClick={() => setSource(!source)} aria-pressed={source}>
            源码
          </Button>
        </Tooltip>
      </Space>
      {source ? (
        <Input.TextArea aria-label="正文源码" rows={10} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <div
          ref={area}
          role="textbox"
          aria-multiline="true"
          aria-label="正文"
          contentEditable
          suppressContentEditableWarning
          className="gk-rich-area"
          onFocus={paragraphs}
          onInput={(e) => onChange(e.currentTarget.innerHTML)}
          style={{ minHeight: 180, maxHeight: 360, overflow: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: '8px 11px', lineHeight: 1.7 }}
        />
      )}
      <Modal
        open={linking}
        title="插入链接"
        okText="插入"
        cancelText="取消"
        okButtonProps={{ disabled: !linkOk }}
        onCancel={() => setLinking(false)}
        onOk={() => {
          setLinking(false)
          run('createLink', link)
        }}
        destroyOnHidden
      >
        <Input aria-label="链接地址" value={href} onChange={(e) => setHref(e.target.value)} status={link && !isSafeLink(link) ? 'error' : undefined} />
        {link && !isSafeLink(link) ? <Typography.Text type="danger">链接须以 http://、https:// 或 / 开头</Typography.Text> : null}
        <div>
          <Typography.Text type="secondary">先在正文中选中要加链接的文字</Typography.Text>
        </div>
      </Modal>
    </Space>
  )
}

const BLOCKS = 'ul, ol, h2, h3, p, blockquote, table'
/**
 * Chromium's list command inside a <p> leaves the list in it (<p><ul>…</ul></p>), which no parser keeps
 * as written: such a paragraph is replaced by its children, so the stored HTML is the HTML shown.
 */
function tidy(root: HTMLElement) {
  for (const p of Array.from(root.querySelectorAll('p'))) {
    if (!p.querySelector(BLOCKS)) continue
    while (p.firstChild) p.before(p.firstChild)
    p.remove()
  }
}
