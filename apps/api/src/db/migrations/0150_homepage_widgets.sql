-- Homepage widgets (decision 0185): each a stored thing of its user, which the homepageDisplay setting orders
-- into sections by id. Deleting a user's row takes its widgets along, like its settings.
CREATE TABLE homepage_widgets (
  id               serial PRIMARY KEY,
  organization_id  integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id          integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('lateStops', 'silentTours', 'arrivals')),
  title            text CHECK (title IS NULL OR length(title) BETWEEN 1 AND 80),
  row_limit        integer NOT NULL DEFAULT 10 CHECK (row_limit IN (5, 10, 20)),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX homepage_widgets_user_idx ON homepage_widgets (user_id, id);
CREATE INDEX homepage_widgets_organization_idx ON homepage_widgets (organization_id);
