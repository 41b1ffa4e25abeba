-- Users created by an import (issue 9) have no password: nobody types one for them, and a password never
-- travels in a CSV file (decision 0090). Their hash is NULL until they choose one; signing in with a
-- password fails for them exactly as for an unknown user.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
