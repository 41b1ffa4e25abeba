-- Failed sign-ins, counted per username and per client address over a sliding window (decision 0141). In the
-- database rather than in memory so that every API process behind a load balancer counts the same failures.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  -- Lower-cased, so that changing the case of a username does not start a new count.
  username text NOT NULL,
  ip_address text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_failures_username ON sign_in_failures (username, failed_at);
CREATE INDEX sign_in_failures_ip ON sign_in_failures (ip_address, failed_at);
CREATE INDEX sign_in_failures_failed_at ON sign_in_failures (failed_at);
