import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createBrowserRouter, Outlet, type RouteObject, useHref, useNavigate } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { NOT_BUILT } from '../features/layout/nav-items';
import { RouteError } from '../features/layout/RouteError';
import { wholeCatalogueReady } from './i18n';
import { setLoginNavigator } from './session';

/** react-aria links and table rows navigate through the router instead of reloading the page. */
function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
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
  {
    path: 'homepage',
    lazy: async () => ({ Component: (await import('../features/homepage/HomePage')).HomePage }),
  },
  {
    path: 'orders',
    lazy: async () => ({ Component: (await import('../features/orders/OrdersPage')).OrdersPage }),
  },
  {
    path: 'orders/new',
    lazy: async () => ({
      Component: (await import('../features/orders/form/OrderFormPage')).OrderFormPage,
    }),
  },
  {
    path: 'orders/:id',
    lazy: async () => ({
      Component: (await import('../features/orders/OrderDetailPage')).OrderDetailPage,
    }),
  },
  {
    path: 'orders/:id/edit',
    lazy: async () => ({
      Component: (await import('../features/orders/form/OrderFormPage')).OrderFormPage,
    }),
  },
  {
    path: 'tours',
    lazy: async () => ({ Component: (await import('../features/tours/ToursPage')).ToursPage }),
  },
  {
    path: 'tours/reference/:reference/details',
    lazy: async () => ({
      Component: (await import('../features/tours/TourDetailsPage')).TourDetailsPage,
    }),
  },
  {
    path: 'map',
    lazy: async () => ({
      Component: (await import('../features/global-map/GlobalMapPage')).GlobalMapPage,
    }),
  },
  {
    path: 'admin/resources',
    lazy: async () => ({
      Component: (await import('../features/resources/ResourcesPage')).ResourcesPage,
    }),
  },
  {
    path: 'admin/agencies',
    lazy: async () => ({ Component: (await import('../features/agencies/AgenciesPage')).AgenciesPage }),
  },
  {
    path: 'admin/tags',
    lazy: async () => ({ Component: (await import('../features/tags/TagsPage')).TagsPage }),
  },
  {
    path: 'admin/addresses',
    lazy: async () => ({ Component: (await import('../features/places/PlacesPage')).PlacesPage }),
  },
  {
    path: 'admin/addresses/new',
    lazy: async () => ({
      Component: (await import('../features/places/PlaceEditPage')).PlaceEditPage,
    }),
  },
  {
    path: 'admin/addresses/:id',
    lazy: async () => ({
      Component: (await import('../features/places/PlaceEditPage')).PlaceEditPage,
    }),
  },
  {
    path: 'admin/geofences',
    lazy: async () => ({
      Component: (await import('../features/places/GeofencesPage')).GeofencesPage,
    }),
  },
  {
    path: 'admin/users',
    lazy: async () => ({ Component: (await import('../features/users/UsersPage')).UsersPage }),
  },
  {
    path: 'admin/users/:id/sessions',
    lazy: async () => ({
      Component: (await import('../features/sessions/UserSessionsPage')).UserSessionsPage,
    }),
  },
  {
    path: 'preferences',
    lazy: async () => ({
      Component: (await import('../features/preferences/PreferencesPage')).PreferencesPage,
    }),
  },
  {
    path: 'admin/imports',
    lazy: async () => ({
      Component: (await import('../features/imports/ImportsPage')).ImportsPage,
    }),
  },
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
    element: <Root />,
    errorElement: <RouteError />,
    HydrateFallback: Blank,
    children: [
      { path: '/auth/login', Component: LoginPage },
      {
        // An order's public tracking link (decision 0105): no sign-in, none of the back office's code.
        path: '/track/:token',
        lazy: async () => ({
          Component: (await import('../features/public-tracking/PublicTrackingPage')).PublicTrackingPage,
        }),
      },
      {
        // Single sign-on (decision 0136): start with a login hint, and the provider's way back.
        path: '/auth/sso/:loginHint?',
        lazy: async () => ({ Component: (await import('../features/auth/SsoPage')).SsoPage }),
      },
      {
        path: '/auth/sso-callback',
        lazy: async () => ({ Component: (await import('../features/auth/SsoCallbackPage')).SsoCallbackPage }),
      },
      {
        path: '/auth/password-forgotten',
        lazy: async () => ({
          Component: (await import('../features/auth/ForgotPasswordPage')).ForgotPasswordPage,
        }),
      },
      {
        path: '/auth/password',
        lazy: async () => ({ Component: (await import('../features/auth/SetPasswordPage')).SetPasswordPage }),
      },
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
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/layout/NotFoundPage')).NotFoundPage,
                }),
              },
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
