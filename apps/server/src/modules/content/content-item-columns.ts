/**
 * The columns of a content_items row that mean the same to every reader and writer: the portal reads
 * them, the importer writes them, the admin edits some. Each keeps only its own extras (ids and joins
 * when reading, slugs of the parent and category when importing), so a new column is added once.
 */
export type ContentItemColumns = {
  slug: string
  kind: string
  title: string
  summary: string
  cover: string
  body_html: string
  media_url: string
  media_type: string
  attachment_url: string
  duration_sec: number
  track: string
  grade: string
  subject: string
  resource_type: string
  author: string
  source: string
  link: string
  price_cents: number
  daily_at: string
  replay_url: string
}
