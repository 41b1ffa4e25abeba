-- Administration of resources and tags (issue 6). The API enforces the same rules with their §5 messages;
-- these constraints keep the data right whatever writes it (imports, jobs, SQL by hand).

-- A driver's phone identifies one mobile resource of an organization ("This value is already used", §8
-- user_mobile.phone_number.unique_constraint_error), and a mobile resource always has one.
CREATE UNIQUE INDEX resources_mobile_phone_idx ON resources (organization_id, mobile_phone)
  WHERE mobile_phone IS NOT NULL;
ALTER TABLE resources
  ADD CONSTRAINT resources_mobile_driver_phone CHECK (type <> 'mobileDriver' OR mobile_phone IS NOT NULL);

-- Tag labels are chips in tables and filters: never blank, at most 40 characters; colours are stored as
-- lower-case #rrggbb so one colour has one spelling.
ALTER TABLE tags
  ADD CONSTRAINT tags_label_length CHECK (length(btrim(label)) BETWEEN 1 AND 40),
  ADD CONSTRAINT tags_color_hex CHECK (color ~ '^#[0-9a-f]{6}$');
