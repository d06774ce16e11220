import type { AiCard, AiMessage } from '@gk/contract'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Dialog, Popup, TextArea } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import type { AppPath } from '../../../config/paths.ts'
import { paths } from '../../../config/paths.ts'
import { endpointKey } from '@gk/client'
import { callApi } from '../../../lib/api-client.ts'
import { currentRoute, openPage } from '../../../lib/navigation.ts'
import { apiQuery } from '../../../lib/queries.ts'
import { useSession } from '../../../lib/session-store.ts'
import { streamChat, useConversations, useQuota, useSuggestions } from '../api/ai-api.ts'
import { AnswerBubble, type ChatTurn } from './answer-bubble.tsx'
import './ai.css'

/** A visitor's question kept across the sign-in, put back in the box on return. */
const PENDING_QUESTION = 'gk-ai-pending-question'

let keySeed = 0
const nextKey = () => `t${++keySeed}`

function toTurn(m: AiMessage): ChatTurn {
  return {
    key: `m${m.MessageId}`,
    role: m.Role,
    content: m.Content,
    sources: m.Sources,
    cards: m.Cards,
    engine: m.Engine,
    pending: false,
    tool: null,
    failed: null,
  }
}

/** The AI tab (index 1): streaming chat over the app's own data, history per user. */
export function AiChatPage({ canOpen }: { canOpen: (path: string) => boolean }) {
  const token = useSession((s) => s.token)
  const queryClient = useQueryClient()
  const suggestions = useSuggestions(token)
  const conversations = useConversations(Boolean(token))
  const quota = useQuota(Boolean(token))
  const [conversationId, setConversationId] = useState<number | null>(null)
  const [turns, setTurns] = useState<ChatTurn[]>([])
  const [draft, setDraft] = useState('')
  const [busy, setBusy] = useState(false)
  const [historyOpen, setHistoryOpen] = useState(false)
  const abortRef = useRef<AbortController | null>(null)
  const endRef = useRef<HTMLDivElement | null>(null)

  useEffect(() => () => abortRef.current?.abort(), [])
  useEffect(() => {
    const pending = token ? sessionStorage.getItem(PENDING_QUESTION) : null
    if (pending) {
      sessionStorage.removeItem(PENDING_QUESTION)
      setDraft(pending)
    }
  }, [token])
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [turns])

  const patchLast = (patch: (t: ChatTurn) => ChatTurn) => setTurns((all) => all.map((t, i) => (i === all.length - 1 ? patch(t) : t)))

  async function ask(question: string) {
    const text = question.trim()
    if (!text || busy) return
    if (!token) {
      // say why before leaving the page, and keep the question for the return (a bare jump to the login page
      // read as a fault, issue #32 item 5)
      const go = await Dialog.confirm({
        title: '登录后即可提问',
        content: 'AI 助手按你的省份、成绩和选科回答，并保存对话记录，所以需要先登录（手机号验证码即可，新号码自动注册）。你的问题会保留在输入框里。',
        confirmText: '去登录',
        cancelText: '先不了',
      })
      if (!go) return
      sessionStorage.setItem(PENDING_QUESTION, text)
      // the one-step SMS sign-in the dialog promises (a new number gets an account), then back here
      openPage(paths.smsLogin, { query: { redirect: currentRoute() } })
      return
    }
    setDraft('')
    setBusy(true)
    const base = { sources: [], cards: [], engine: '', tool: null, failed: null }
    setTurns((all) => [
      ...all,
      { ...base, key: nextKey(), role: 'user', content: text, pending: false },
      { ...base, key: nextKey(), role: 'assistant', content: '', pending: true, question: text },
    ])
    const controller = new AbortController()
    abortRef.current = controller
    await streamChat(
      { Message: text, ...(conversationId ? { ConversationId: conversationId } : {}) },
      (event) => {
        if (event.type === 'start') setConversationId(event.ConversationId)
        else if (event.type === 'tool') patchLast((t) => ({ ...t, tool: event.Name }))
        else if (event.type === 'delta') patchLast((t) => ({ ...t, content: t.content + event.Text }))
        else if (event.type === 'reset') patchLast((t) => ({ ...t, content: '' }))
        else if (event.type === 'done') {
          patchLast(() => ({ ...toTurn(event.Message), question: text }))
          queryClient.setQueryData(apiQuery('AI/Quota', {}).queryKey, event.Quota)
        } else patchLast((t) => ({ ...t, pending: false, failed: event.message }))
      },
      controller.signal,
    )
    setBusy(false)
    void queryClient.invalidateQueries({ queryKey: endpointKey('AI/ConversationList') })
  }

  async function open(id: number) {
    setHistoryOpen(false)
    const detail = await callApi('AI/ConversationDetail', { ConversationId: id }, { loading: true })
    const opened = detail.Messages.map(toTurn)
    // retry asks the question that came before each answer again
    for (let i = 1; i < opened.length; i++) if (opened[i]!.role === 'assistant' && opened[i - 1]!.role === 'user') opened[i]!.question = opened[i - 1]!.content
    setConversationId(id)
    setTurns(opened)
  }

  async function remove(id: number) {
    await callApi('AI/ConversationDelete', { ConversationId: id })
    if (id === conversationId) startNew()
    void queryClient.invalidateQueries({ queryKey: endpointKey('AI/ConversationList') })
  }

  function startNew() {
    abortRef.current?.abort()
    setConversationId(null)
    setTurns([])
  }

  const openCard = (card: AiCard) => openPage(card.Path as AppPath, { query: card.Query })
  const left = quota.data ? Math.max(0, quota.data.Limit - quota.data.Used) : null

  return (
    <div className="gk-ai">
      <header className="gk-ai__head">
        <button
          type="button"
          className="gk-ai__head-btn"
          onClick={() => (token ? setHistoryOpen(true) : openPage(paths.smsLogin, { query: { redirect: currentRoute() } }))}
        >
          历史
        </button>
        <span>AI志愿助手</span>
        <button type="button" className="gk-ai__head-btn" onClick={startNew} disabled={busy}>
          新对话
        </button>
      </header>

      <div className="gk-ai__list" aria-live="polite">
        {turns.length === 0 ? (
          <section className="gk-ai__welcome">
            <h3>你好，我是高考志愿助手</h3>
            <p>回答里的每个数字都来自本应用的数据，并注明来源和年份；没有数据时我会直说。</p>
            <div className="gk-ai__chips">
              {(suggestions.data?.Questions ?? []).map((q) => (
                <button key={q} type="button" className="gk-ai__chip" onClick={() => void ask(q)}>
                  {q}
                </button>
              ))}
            </div>
          </section>
        ) : (
          turns.map((turn, index) =>
            turn.role === 'user' ? (
              <div key={turn.key} className="gk-ai__row gk-ai__row--user">
                <div className="gk-ai__bubble gk-ai__bubble--user">{turn.content}</div>
              </div>
            ) : (
              <AnswerBubble
                key={turn.key}
                turn={turn}
                isLast={index === turns.length - 1}
                busy={busy}
                canOpen={canOpen}
                onOpenCard={openCard}
                onRetry={(q) => void ask(q)}
              />
            ),
          )
        )}
        <div ref={endRef} />
      </div>

      <footer className="gk-ai__input">
        {left !== null ? <div className="gk-ai__quota">今日还可提问 {left} 次</div> : null}
        <div className="gk-ai__input-row">
          <TextArea
            value={draft}
            onChange={setDraft}
            placeholder={token ? '问我位次、院校、专业、录取概率…' : '登录后即可提问'}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={500}
            onEnterPress={(e) => {
              if (!e.shiftKey) {
                e.preventDefault()
                void ask(draft)
              }
            }}
          />
          <Button color="primary" size="small" loading={busy} disabled={!draft.trim()} onClick={() => void ask(draft)}>
            发送
          </Button>
        </div>
      </footer>

      <Popup visible={historyOpen} onMaskClick={() => setHistoryOpen(false)} position="left" bodyClassName="gk-ai__history">
        <h3>历史对话</h3>
        {(conversations.data ?? []).length === 0 ? <p className="gk-ai__muted">还没有对话</p> : null}
        {(conversations.data ?? []).map((c) => (
          <div key={c.ConversationId} className="gk-ai__history-item">
            <button type="button" className="gk-ai__history-open" onClick={() => void open(c.ConversationId)}>
              <span>{c.Title}</span>
              <small>{c.UpdatedAt.slice(0, 10)}</small>
            </button>
            <button
              type="button"
              className="gk-ai__history-delete"
              aria-label={`删除 ${c.Title}`}
              onClick={() =>
                void Dialog.confirm({
                  content: '删除这段对话？删除后不可恢复。',
                  confirmText: '删除',
                  cancelText: '取消',
                  onConfirm: () => remove(c.ConversationId),
                })
              }
            >
              删除
            </button>
          </div>
        ))}
      </Popup>
    </div>
  )
}
