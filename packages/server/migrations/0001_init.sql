-- The izi server's schema, version 1. Mirrors src/db/schema.ts (a test compares the two).
-- Money is numeric(18,2): exact cents. Enum values are the contract's (@izi/api constants).

CREATE TYPE job AS ENUM ('PROGRAMMER', 'FARMER', 'CHEF', 'MECHANIC', 'BLOGGER', 'HAIRDRESSER', 'NURSE', 'TUTOR', 'TAXI_DRIVER', 'CARPENTER');
CREATE TYPE character_type AS ENUM ('PETA', 'BETA', 'ATA', 'ALPHA');
CREATE TYPE gender AS ENUM ('M', 'F');
CREATE TYPE transaction_type AS ENUM ('CREDIT', 'DEBIT', 'CONVERT', 'MINT', 'CHARACTER_SALE', 'MEDALLION_UPGRADE');
CREATE TYPE token_type AS ENUM ('IZIDOL', 'IZIDOT', 'IZIDOM');
CREATE TYPE usdt_request_type AS ENUM ('deposit', 'withdrawal');
CREATE TYPE usdt_request_status AS ENUM ('pending', 'approved', 'rejected');

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  verified_at timestamptz,
  next_income_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE verification_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts smallint NOT NULL DEFAULT 0
);

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- The ledger is append-only; a trigger adds every row to balances, whose CHECK refuses a
-- negative result, so a balance is always the sum of its ledger and never below zero.
CREATE TABLE ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  transaction_type transaction_type NOT NULL,
  token_type token_type NOT NULL,
  amount numeric(18, 2) NOT NULL,
  direction smallint NOT NULL,
  ref text,
  created_at timestamptz NOT NULL,
  CONSTRAINT ledger_amount_positive CHECK (amount > 0),
  CONSTRAINT ledger_direction CHECK (direction IN (-1, 1))
);
CREATE UNIQUE INDEX ledger_ref_key ON ledger (ref);
CREATE INDEX ledger_user_time_idx ON ledger (user_id, created_at DESC, id DESC);

CREATE TABLE balances (
  user_id integer NOT NULL REFERENCES users (id),
  token_type token_type NOT NULL,
  amount numeric(18, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, token_type),
  CONSTRAINT balances_not_negative CHECK (amount >= 0)
);

-- (An UPDATE first: INSERT ... ON CONFLICT would test the CHECK on the proposed negative row.)
CREATE FUNCTION ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE balances SET amount = amount + NEW.direction * NEW.amount
  WHERE user_id = NEW.user_id AND token_type = NEW.token_type;
  IF NOT FOUND THEN
    INSERT INTO balances (user_id, token_type, amount)
    VALUES (NEW.user_id, NEW.token_type, NEW.direction * NEW.amount)
    ON CONFLICT (user_id, token_type) DO UPDATE SET amount = balances.amount + EXCLUDED.amount;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER ledger_apply AFTER INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION ledger_apply();

CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only';
END
$$;
CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();

CREATE TABLE characters (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  image text,
  job job NOT NULL,
  character_type character_type NOT NULL,
  knowledge smallint NOT NULL,
  experience smallint NOT NULL,
  energy smallint NOT NULL,
  happiness smallint NOT NULL,
  base_rate numeric(18, 2) NOT NULL,
  acquired_at timestamptz NOT NULL,
  income_days integer NOT NULL DEFAULT 0,
  CONSTRAINT characters_percentages CHECK (
    knowledge BETWEEN 0 AND 100 AND experience BETWEEN 0 AND 100
    AND energy BETWEEN 0 AND 100 AND happiness BETWEEN 0 AND 100
  ),
  CONSTRAINT characters_base_rate CHECK (base_rate >= 0)
);
CREATE INDEX characters_user_type_idx ON characters (user_id, character_type);

CREATE TABLE medallions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type character_type NOT NULL,
  gender gender NOT NULL,
  star_level smallint NOT NULL,
  capacity integer NOT NULL,
  PRIMARY KEY (user_id, type),
  CONSTRAINT medallions_star_level CHECK (star_level BETWEEN 1 AND 4)
);

CREATE TABLE usdt_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type usdt_request_type NOT NULL,
  amount numeric(18, 2) NOT NULL,
  address text,
  proof text,
  status usdt_request_status NOT NULL DEFAULT 'pending',
  created_at timestamptz NOT NULL,
  CONSTRAINT usdt_requests_amount_positive CHECK (amount > 0),
  CONSTRAINT usdt_requests_shape CHECK (
    (type = 'deposit' AND proof IS NOT NULL) OR (type = 'withdrawal' AND address IS NOT NULL)
  )
);
CREATE INDEX usdt_requests_user_idx ON usdt_requests (user_id);

CREATE TABLE marketplace_items (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  image_url text NOT NULL,
  applicable_job job NOT NULL,
  price_dot numeric(18, 2) NOT NULL
);

CREATE TABLE shop_items (
  id integer PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  image_url text NOT NULL,
  stock integer NOT NULL,
  price_dol numeric(18, 2) NOT NULL,
  discount_price_dol numeric(18, 2),
  discount_cost_dom numeric(18, 2),
  CONSTRAINT shop_items_stock CHECK (stock >= 0)
);
