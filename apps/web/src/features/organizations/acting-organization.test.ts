import { describe, expect, it } from 'vitest';
import { onBehalfPath, organizationFilter, organizationOfPath, screenPath } from './acting-organization';

describe('acting on behalf of an organization (decision 0132)', () => {
  it('reads the organization of organizations/{organization}/entities/... paths', () => {
    expect(organizationOfPath('/organizations/k3G7QAe5/entities/orders')).toBe('k3G7QAe5');
    expect(organizationOfPath('/organizations/k3G7QAe5/entities')).toBe('k3G7QAe5');
    expect(organizationOfPath('/orders')).toBeUndefined();
    expect(organizationOfPath('/admin/organizations')).toBeUndefined();
  });

  it('moves a screen between organizations and back to the back office’s own view', () => {
    expect(onBehalfPath('abc', '/orders')).toBe('/organizations/abc/entities/orders');
    expect(onBehalfPath('xyz', '/organizations/abc/entities/admin/agencies')).toBe(
      '/organizations/xyz/entities/admin/agencies',
    );
    expect(onBehalfPath(undefined, '/organizations/abc/entities/tours')).toBe('/tours');
    expect(screenPath('/organizations/abc/entities')).toBe('/');
  });

  it('filters lists only when an organization is picked', () => {
    expect(organizationFilter('abc')).toEqual({ 'filter[organization]': 'abc' });
    expect(organizationFilter(undefined)).toEqual({});
  });
});
