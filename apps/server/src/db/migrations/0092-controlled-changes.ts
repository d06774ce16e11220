/**
 * Controlled console changes (decision 046): a card batch remembers the request key it was made
 * for, so a repeated request (a double-click) finds that batch instead of printing a second set of
 * secrets; every product price change is kept with who made it, when, and the old and new values.
 */
export const up = /* sql */ `
ALTER TABLE card_batches ADD COLUMN IF NOT EXISTS request_key text;
CREATE UNIQUE INDEX IF NOT EXISTS card_batches_request_key_idx ON card_batches(request_key);

CREATE TABLE IF NOT EXISTS product_price_changes (
  id                  serial PRIMARY KEY,
  product_id          integer NOT NULL REFERENCES products(id),
  account_id          integer REFERENCES console_accounts(id) ON DELETE SET NULL,
  account_name        text NOT NULL,
  changed_at          timestamptz NOT NULL,
  old_price_fen       integer NOT NULL,
  new_price_fen       integer NOT NULL,
  old_original_fen    integer NOT NULL,
  new_original_fen    integer NOT NULL,
  old_on_sale         boolean NOT NULL,
  new_on_sale         boolean NOT NULL
);
CREATE INDEX IF NOT EXISTS product_price_changes_product_idx ON product_price_changes(product_id, changed_at DESC);
`
