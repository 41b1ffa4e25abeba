import { lazy, Suspense } from 'react';
import { useCan } from '../account/use-permissions';

// Client users never download the switch (nor the organizations and portfolios it lists).
const OrganizationPickerMenu = lazy(() =>
  import('./OrganizationPickerMenu').then((module) => ({ default: module.OrganizationPickerMenu })),
);

/**
 * The back office's organization switch (decision 0132), shown only to sessions that may act on behalf of an
 * organization.
 */
export function OrganizationPicker() {
  const mayActOnBehalf = useCan('organizations.actOnBehalf');
  if (!mayActOnBehalf) return null;
  return (
    <Suspense fallback={null}>
      <OrganizationPickerMenu />
    </Suspense>
  );
}
