-- Organization and agency administration (issue 8; shipment-domain §3 Organization, Agency).
-- Organizations: Salesforce id, identification numbers and the geocode of their address.
ALTER TABLE organizations
  ADD COLUMN salesforce_id           text CHECK (salesforce_id ~ '^[A-Za-z0-9]{18}$'),
  ADD COLUMN identification_numbers  text[] NOT NULL DEFAULT '{}',
  ADD COLUMN lat                     double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng                     double precision CHECK (lng BETWEEN -180 AND 180);

-- Agencies: address and geocode, SIRET, the organization's default agency (decision 0131), preferences and the
-- mobile-app settings as name/value objects (only what differs from the defaults is stored).
ALTER TABLE agencies
  ADD COLUMN siret            text,
  ADD COLUMN street           text,
  ADD COLUMN postal_code      text,
  ADD COLUMN lat              double precision CHECK (lat BETWEEN -90 AND 90),
  ADD COLUMN lng              double precision CHECK (lng BETWEEN -180 AND 180),
  ADD COLUMN is_default       boolean NOT NULL DEFAULT false,
  ADD COLUMN preferences      jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN mobile_settings  jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN updated_at       timestamptz NOT NULL DEFAULT now();
-- At most one default agency per organization.
CREATE UNIQUE INDEX agencies_one_default_idx ON agencies (organization_id) WHERE is_default;

-- User profiles are named uniquely inside their organization, so a picker never shows two alike.
CREATE UNIQUE INDEX user_profiles_organization_name_idx ON user_profiles (organization_id, name);
