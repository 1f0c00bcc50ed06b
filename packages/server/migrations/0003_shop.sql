-- izi's own economy calls: the iziShop cart held by the server, and the orders its checkout
-- records. Mirrors src/db/schema.ts (a test compares the two).

CREATE TABLE cart_lines (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES shop_items (id),
  quantity integer NOT NULL,
  pay_with_discount boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, item_id),
  CONSTRAINT cart_lines_quantity CHECK (quantity BETWEEN 1 AND 99)
);

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending delivery',
  total_dol numeric(18, 2) NOT NULL,
  total_dom numeric(18, 2) NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT orders_state CHECK (state IN ('pending delivery'))
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);

CREATE TABLE order_lines (
  order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES shop_items (id),
  name text NOT NULL,
  quantity integer NOT NULL,
  pay_with_discount boolean NOT NULL,
  price_dol numeric(18, 2) NOT NULL,
  cost_dom numeric(18, 2) NOT NULL,
  PRIMARY KEY (order_id, item_id),
  CONSTRAINT order_lines_quantity CHECK (quantity > 0)
);
