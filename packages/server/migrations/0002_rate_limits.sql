-- Caps per key and window: verification codes issued per account, signups per client address.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
