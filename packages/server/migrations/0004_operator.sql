-- izi's own operator role and reviews: who is an operator (granted only from the command line),
-- each USDT request's and order's review (state, reviewer, when, why), and the audit of every
-- operator action. Mirrors src/db/schema.ts (a test compares the two).

CREATE TABLE user_roles (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL,
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, role),
  CONSTRAINT user_roles_role CHECK (role IN ('operator'))
);

ALTER TABLE usdt_requests
  ADD COLUMN reviewer_id integer REFERENCES users (id),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reason text,
  ADD CONSTRAINT usdt_requests_review CHECK ((status = 'pending') = (reviewed_at IS NULL));
CREATE INDEX usdt_requests_status_idx ON usdt_requests (status, created_at DESC);

ALTER TABLE orders
  DROP CONSTRAINT orders_state,
  ADD CONSTRAINT orders_state CHECK (state IN ('pending delivery', 'delivered', 'cancelled')),
  ADD COLUMN reviewer_id integer REFERENCES users (id),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reason text,
  ADD CONSTRAINT orders_review CHECK ((state = 'pending delivery') = (reviewed_at IS NULL));
CREATE INDEX orders_state_idx ON orders (state, created_at DESC);

CREATE TABLE operator_audit (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  operator_id integer NOT NULL REFERENCES users (id),
  action text NOT NULL,
  subject text NOT NULL,
  subject_id integer NOT NULL,
  before text NOT NULL,
  after text NOT NULL,
  reason text,
  at timestamptz NOT NULL,
  CONSTRAINT operator_audit_action CHECK (action IN ('approve', 'reject', 'deliver', 'cancel')),
  CONSTRAINT operator_audit_subject CHECK (subject IN ('usdt-request', 'order')),
  -- One review per request or order: a second one could only be a bug, and is refused here too.
  CONSTRAINT operator_audit_once UNIQUE (subject, subject_id)
);
CREATE INDEX operator_audit_at_idx ON operator_audit (at DESC, id DESC);
