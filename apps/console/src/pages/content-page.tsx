import { endpointKey } from '@gk/client'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { isSafeLink, type AdminContentItem, type Input as ApiInput } from '@gk/contract'
import { Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Switch, Table, Tabs, Tag, Typography, message } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { beijing, callAdmin } from '../lib/api.ts'
import { adminQuery } from '../lib/queries.ts'
import { ContentImageButton } from './content-image-button.tsx'
import { RichTextEditor } from './rich-text-editor.tsx'

type Kind = ApiInput<'Admin/ContentSave'>['Kind']
const KINDS: { key: Kind; label: string }[] = [
  { key: 'news', label: '资讯' },
  { key: 'ad', label: '广告位' },
  { key: 'course', label: '课程' },
  { key: 'live', label: '直播' },
  { key: 'career', label: '生涯资源' },
  { key: 'notice', label: '公告' },
]
type Draft = {
  Id?: number
  Title: string
  Summary: string
  Cover: string
  BodyHtml: string
  Link: string
  MediaUrl: string
  StartsAt?: string
  EndsAt?: string
  CategoryId: number | null
  Published: boolean
}
// a new item starts as a draft: published only when the operator turns it on after the preview
const EMPTY: Draft = { Title: '', Summary: '', Cover: '', BodyHtml: '', Link: '', MediaUrl: '', CategoryId: null, Published: false }
const LINK_HELP = '链接须以 http://、https:// 或 / 开头'
/** the field's status and help when its address would not be stored (javascript:, data: …) */
const linkCheck = (value: string) => (isSafeLink(value.trim()) ? {} : { validateStatus: 'error' as const, help: LINK_HELP })

/** Content of the learning store with a phone-width preview before saving. */
export function ContentPage() {
  const [kind, setKind] = useState<Kind>('news')
  const [page, setPage] = useState(1)
  const [draft, setDraft] = useState<Draft | null>(null)
  const queryClient = useQueryClient()
  const items = useQuery(adminQuery('Admin/ContentList', { Kind: kind, PageIndex: page, PageSize: 20 }))
  const categories = useQuery(adminQuery('Admin/ContentCategories', { Kind: kind })).data ?? []
  const previewBody = useServerCleanBody(draft?.BodyHtml ?? '', draft !== null)
  const badLink = draft !== null && [draft.Cover, draft.Link, draft.MediaUrl].some((l) => !isSafeLink(l.trim()))
  const save = async () => {
    if (!draft || badLink) return
    try {
      const { StartsAt, EndsAt, ...rest } = draft
      await callAdmin('Admin/ContentSave', { ...rest, Kind: kind, ...(StartsAt ? { StartsAt } : {}), ...(EndsAt ? { EndsAt } : {}) })
      void message.success('已保存')
      setDraft(null)
      await queryClient.invalidateQueries({ queryKey: endpointKey('Admin/ContentList') })
    } catch {
      // shown by callAdmin
    }
  }
  const edit = (i: AdminContentItem) =>
    setDraft({
      Id: i.Id,
      Title: i.Title,
      Summary: i.Summary,
      Cover: i.Cover,
      BodyHtml: i.BodyHtml,
      Link: i.Link,
      MediaUrl: i.MediaUrl,
      ...(i.StartsAt ? { StartsAt: i.StartsAt } : {}),
      ...(i.EndsAt ? { EndsAt: i.EndsAt } : {}),
      CategoryId: i.CategoryId,
      Published: i.Published,
    })
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          内容管理
        </Typography.Title>
        <Button type="primary" onClick={() => setDraft({ ...EMPTY })}>
          新建
        </Button>
      </Space>
      <Tabs activeKey={kind} onChange={(k) => (setKind(k as Kind), setPage(1))} items={KINDS.map((k) => ({ key: k.key, label: k.label }))} />
      <Table<AdminContentItem>
        rowKey="Id"
        loading={items.isPending}
        dataSource={items.data?.List ?? []}
        pagination={{ current: page, total: items.data?.Total ?? 0, pageSize: 20, onChange: setPage }}
        columns={[
          { title: 'ID', dataIndex: 'Id', width: 70 },
          { title: '标题', dataIndex: 'Title' },
          ...(categories.length > 0 ? [{ title: '分类', dataIndex: 'CategoryName', render: (v: string) => v || '—' }] : []),
          { title: '发布', dataIndex: 'Published', render: (v: boolean) => (v ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>) },
          { title: '时间', dataIndex: 'PublishedAt', render: beijing },
          {
            title: '',
            render: (_v, i) => (
              <Button size="small" onClick={() => edit(i)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={draft !== null}
        width={1000}
        title={draft?.Id ? '编辑内容' : '新建内容'}
        okText="保存"
        okButtonProps={{ disabled: badLink }}
        onOk={() => void save()}
        onCancel={() => setDraft(null)}
      >
        {draft ? (
          <Row gutter={16}>
            <Col span={14}>
              <Form layout="vertical">
                <Form.Item label="标题" required>
                  <Input aria-label="标题" value={draft.Title} maxLength={100} onChange={(e) => setDraft({ ...draft, Title: e.target.value })} />
                </Form.Item>
                <Form.Item label="摘要">
                  <Input aria-label="摘要" value={draft.Summary} maxLength={300} onChange={(e) => setDraft({ ...draft, Summary: e.target.value })} />
                </Form.Item>
                {categories.length > 0 ? (
                  <Form.Item label="分类">
                    <Select
                      aria-label="分类"
                      allowClear
                      placeholder="选择分类"
                      value={draft.CategoryId ?? undefined}
                      onChange={(v?: number) => setDraft({ ...draft, CategoryId: v ?? null })}
                      options={categories.map((c) => ({ value: c.CategoryId, label: c.Name }))}
                    />
                  </Form.Item>
                ) : null}
                <Form.Item label="封面图" {...linkCheck(draft.Cover)}>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      aria-label="封面图"
                      value={draft.Cover}
                      placeholder="上传图片，或填写图片地址"
                      onChange={(e) => setDraft({ ...draft, Cover: e.target.value })}
                    />
                    <ContentImageButton label="上传封面" onUploaded={(url) => setDraft((d) => (d ? { ...d, Cover: url } : d))} />
                  </Space.Compact>
                </Form.Item>
                <Form.Item label="链接（广告位、外链）" {...linkCheck(draft.Link)}>
                  <Input aria-label="链接（广告位、外链）" value={draft.Link} onChange={(e) => setDraft({ ...draft, Link: e.target.value })} />
                </Form.Item>
                {kind === 'course' || kind === 'live' ? (
                  <Form.Item label={kind === 'live' ? '直播流地址' : '视频地址'} {...linkCheck(draft.MediaUrl)}>
                    <Input aria-label="媒体地址" value={draft.MediaUrl} onChange={(e) => setDraft({ ...draft, MediaUrl: e.target.value })} />
                  </Form.Item>
                ) : null}
                {kind === 'live' ? (
                  <Form.Item label="直播时间" required>
                    <DatePicker.RangePicker
                      showTime
                      value={draft.StartsAt && draft.EndsAt ? [dayjs(draft.StartsAt), dayjs(draft.EndsAt)] : null}
                      onChange={(range) => {
                        const [from, to] = range ?? []
                        setDraft({
                          ...draft,
                          ...(from && to ? { StartsAt: from.toISOString(), EndsAt: to.toISOString() } : { StartsAt: undefined, EndsAt: undefined }),
                        })
                      }}
                    />
                  </Form.Item>
                ) : null}
                <Form.Item label="正文（保存时会清理不安全的标签和链接）">
                  <RichTextEditor value={draft.BodyHtml} onChange={(html) => setDraft((d) => (d ? { ...d, BodyHtml: html } : d))} />
                </Form.Item>
                <Form.Item label="发布">
                  <Switch aria-label="发布" checked={draft.Published} onChange={(v) => setDraft({ ...draft, Published: v })} />
                </Form.Item>
              </Form>
            </Col>
            <Col span={10}>
              <Typography.Text type="secondary">手机预览</Typography.Text>
              <iframe
                title="预览"
                sandbox=""
                style={{ width: 375, height: 560, border: '1px solid #eee', borderRadius: 12, marginTop: 8 }}
                srcDoc={previewHtml(draft, categories.find((c) => c.CategoryId === draft.CategoryId)?.Name ?? '', previewBody)}
              />
            </Col>
          </Row>
        ) : null}
      </Modal>
    </Space>
  )
}

/**
 * The body as students' pages will show it: the server's own cleaning (Admin/ContentPreview), asked a
 * moment after typing stops; the previous answer stays while the next is on its way.
 */
function useServerCleanBody(html: string, open: boolean): string {
  const [settled, setSettled] = useState(html)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(html), 300)
    return () => clearTimeout(timer)
  }, [html])
  const cleaned = useQuery({ ...adminQuery('Admin/ContentPreview', { BodyHtml: settled }), enabled: open, placeholderData: keepPreviousData })
  return cleaned.data?.BodyHtml ?? ''
}

/**
 * The phone preview: as the article page shows it (category, summary, cover, body); the body is the
 * server-cleaned HTML the app renders; images from /media/ load in the sandboxed frame.
 */
function previewHtml(draft: Draft, category: string, body: string) {
  const cover = draft.Cover && isSafeLink(draft.Cover.trim()) ? `<img src="${escapeHtml(draft.Cover.trim())}" alt="" style="width:100%;border-radius:8px">` : ''
  const meta = [category, draft.Summary].filter(Boolean).map(escapeHtml).join(' · ')
  return `<meta name="viewport" content="width=device-width"><style>img{max-width:100%}</style><body style="font-family:sans-serif;padding:12px;margin:0"><h3>${escapeHtml(draft.Title)}</h3><p style="color:#888;font-size:13px">${meta}</p>${cover}<div data-testid="preview-body">${body}</div></body>`
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
}
