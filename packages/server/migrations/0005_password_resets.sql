-- Password reset codes: one live code per account, stored as a hash, like verification codes.
CREATE TABLE password_reset_codes (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts smallint NOT NULL DEFAULT 0
);
