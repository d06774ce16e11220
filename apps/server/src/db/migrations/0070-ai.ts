/**
 * AI assistant: conversations and messages per user (deleted with the conversation or
 * the user), and a per-day question counter that deleting a conversation does not reset.
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS ai_conversations (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title       text NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ai_conversations_user_idx ON ai_conversations(user_id, updated_at DESC);
CREATE TABLE IF NOT EXISTS ai_messages (
  id               serial PRIMARY KEY,
  conversation_id  integer NOT NULL REFERENCES ai_conversations(id) ON DELETE CASCADE,
  role             text NOT NULL CHECK (role IN ('user', 'assistant')),
  content          text NOT NULL,
  meta             jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at       timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ai_messages_conversation_idx ON ai_messages(conversation_id, id);
CREATE TABLE IF NOT EXISTS ai_usage (
  user_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  day      date NOT NULL,
  count    integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);
`
