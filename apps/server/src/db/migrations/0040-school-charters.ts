/**
 * Admission charters (招生章程): operator content, one row per college and year. The body is stored
 * already sanitised by the operator's import; with none stored the app links the college's site.
 */
export const up = /* sql */ `
CREATE TABLE IF NOT EXISTS school_charters (
  id              serial PRIMARY KEY,
  institution_id  text NOT NULL,
  year            integer NOT NULL,
  title           text NOT NULL,
  content         text NOT NULL DEFAULT '',
  published_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS school_charters_institution_idx ON school_charters(institution_id, year DESC);
`
