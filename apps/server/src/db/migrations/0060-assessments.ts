/** Finished assessments per user: the answer sheet and the scored result, reopenable. */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS assessment_results (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('holland', 'mbti', 'personality')),
  version     text NOT NULL,
  answers     jsonb NOT NULL,
  result      jsonb NOT NULL,
  summary     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS assessment_results_user_idx ON assessment_results(user_id, kind, created_at DESC);
`
