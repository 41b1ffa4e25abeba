import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NOT_BUILT } from '../features/layout/nav-items';
import { RouteError } from '../features/layout/RouteError';
import { AriaRouting } from './AriaRouting';
import { wholeCatalogueReady } from './i18n';
import { setLoginNavigator } from './session';

/** A screen that is a chunk of its own, downloaded when its route is first visited. */
function lazyScreen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** The first screen stays blank for the few milliseconds its route's code takes to arrive. */
function Blank() {
  return null;
}

/**
 * The signed-in screens. They are mounted twice: as they are, and under organizations/{organization}/entities
 * for a back-office session acting on behalf of an organization (shipment-domain §2, decision 0132).
 */
const SCREENS: RouteObject[] = [
  // ScreenGate (AppLayout) sends the root to the session's home screen.
  { index: true, element: null },
  lazyScreen('homepage', async () => (await import('../features/homepage/HomePage')).HomePage),
  lazyScreen('orders', async () => (await import('../features/orders/OrdersPage')).OrdersPage),
  lazyScreen('orders/new', async () => (await import('../features/orders/form/OrderFormPage')).OrderFormPage),
  lazyScreen('orders/:id', async () => (await import('../features/orders/OrderDetailPage')).OrderDetailPage),
  lazyScreen(
    'orders/:id/edit',
    async () => (await import('../features/orders/form/OrderFormPage')).OrderFormPage,
  ),
  lazyScreen('tours', async () => (await import('../features/tours/ToursPage')).ToursPage),
  lazyScreen(
    'tours/reference/:reference/details',
    async () => (await import('../features/tours/TourDetailsPage')).TourDetailsPage,
  ),
  lazyScreen('map', async () => (await import('../features/global-map/GlobalMapPage')).GlobalMapPage),
  lazyScreen(
    'admin/resources',
    async () => (await import('../features/resources/ResourcesPage')).ResourcesPage,
  ),
  lazyScreen('admin/agencies', async () => (await import('../features/agencies/AgenciesPage')).AgenciesPage),
  lazyScreen('admin/tags', async () => (await import('../features/tags/TagsPage')).TagsPage),
  lazyScreen('admin/addresses', async () => (await import('../features/places/PlacesPage')).PlacesPage),
  lazyScreen(
    'admin/addresses/new',
    async () => (await import('../features/places/PlaceEditPage')).PlaceEditPage,
  ),
  lazyScreen(
    'admin/addresses/:id',
    async () => (await import('../features/places/PlaceEditPage')).PlaceEditPage,
  ),
  lazyScreen('admin/geofences', async () => (await import('../features/places/GeofencesPage')).GeofencesPage),
  lazyScreen('admin/users', async () => (await import('../features/users/UsersPage')).UsersPage),
  lazyScreen(
    'admin/users/:id/sessions',
    async () => (await import('../features/sessions/UserSessionsPage')).UserSessionsPage,
  ),
  lazyScreen(
    'preferences',
    async () => (await import('../features/preferences/PreferencesPage')).PreferencesPage,
  ),
  lazyScreen('admin/imports', async () => (await import('../features/imports/ImportsPage')).ImportsPage),
  ...NOT_BUILT.map((item) => ({
    path: item.path.slice(1),
    lazy: async () => {
      const { NotBuiltPage } = await import('../features/layout/NotBuiltPage');
      return { element: <NotBuiltPage label={item.label} /> };
    },
  })),
];

// Every back-office screen is its own chunk (docs/decisions/0030-web-delivery.md): the login page must not
// download them, and a page that needs a heavy library (map, charts) imports it itself, so only it pays for
// it. The login page is the front door: it ships in the entry (~8 KiB) so it paints without a second trip.
export const router = createBrowserRouter([
  {
    element: <AriaRouting />,
    errorElement: <RouteError />,
    HydrateFallback: Blank,
    children: [
      { path: '/auth/login', Component: LoginPage },
      // An order's public tracking link (decision 0105): no sign-in, none of the back office's code.
      lazyScreen(
        '/track/:token',
        async () => (await import('../features/public-tracking/PublicTrackingPage')).PublicTrackingPage,
      ),
      // Single sign-on (decision 0136): start with a login hint, and the provider's way back.
      lazyScreen('/auth/sso/:loginHint?', async () => (await import('../features/auth/SsoPage')).SsoPage),
      lazyScreen(
        '/auth/sso-callback',
        async () => (await import('../features/auth/SsoCallbackPage')).SsoCallbackPage,
      ),
      lazyScreen(
        '/auth/password-forgotten',
        async () => (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
      ),
      lazyScreen(
        '/auth/password',
        async () => (await import('../features/auth/SetPasswordPage')).SetPasswordPage,
      ),
      {
        // Signed-out visitors are sent to the login page before any back-office code is needed.
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          {
            // The signed-in screens read the whole catalogue; the entry bundles only French's core (decision 0030).
            lazy: async () => {
              const [{ AppLayout }] = await Promise.all([
                import('../features/layout/AppLayout'),
                wholeCatalogueReady(),
              ]);
              return { Component: AppLayout };
            },
            children: [
              ...SCREENS,
              { path: 'organizations/:organization/entities', children: SCREENS },
              lazyScreen('*', async () => (await import('../features/layout/NotFoundPage')).NotFoundPage),
            ],
          },
        ],
      },
    ],
  },
]);

setLoginNavigator(() => {
  if (router.state.location.pathname !== '/auth/login')
    void router.navigate('/auth/login', { replace: true });
});
