-- The catalogs' names and descriptions in the languages beside English (the items' own columns
-- hold English, the answer when a language has no text), and the marketplace item a bought
-- character is named after, so that its name follows its reader's language. The server seeds the
-- texts from @izi/domain at start.
CREATE TABLE marketplace_item_texts (
  item_id integer NOT NULL REFERENCES marketplace_items (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (item_id, locale),
  CONSTRAINT marketplace_item_texts_locale CHECK (locale IN ('es', 'fa', 'ar'))
);

CREATE TABLE shop_item_texts (
  item_id integer NOT NULL REFERENCES shop_items (id) ON DELETE CASCADE,
  locale text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (item_id, locale),
  CONSTRAINT shop_item_texts_locale CHECK (locale IN ('es', 'fa', 'ar'))
);

ALTER TABLE characters
  ADD COLUMN marketplace_item_id integer REFERENCES marketplace_items (id) ON DELETE SET NULL;

-- Characters bought before this migration carry their item's name and job: named after it.
UPDATE characters
SET marketplace_item_id = marketplace_items.id
FROM marketplace_items
WHERE characters.name = marketplace_items.name
  AND characters.job = marketplace_items.applicable_job;
