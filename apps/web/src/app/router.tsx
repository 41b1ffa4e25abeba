import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createBrowserRouter, Navigate, Outlet, useHref, useNavigate } from 'react-router';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireAuth } from '../features/auth/RequireAuth';
import { AppLayout } from '../features/layout/AppLayout';
import { NotBuiltPage } from '../features/layout/NotBuiltPage';
import { NotFoundPage } from '../features/layout/NotFoundPage';
import { NOT_BUILT } from '../features/layout/nav-items';
import { RouteError } from '../features/layout/RouteError';
import { OrderFormPage } from '../features/orders/form/OrderFormPage';
import { OrderDetailPage } from '../features/orders/OrderDetailPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { GeofencesPage } from '../features/places/GeofencesPage';
import { PlaceEditPage } from '../features/places/PlaceEditPage';
import { PlacesPage } from '../features/places/PlacesPage';
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

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/auth/login', element: <LoginPage /> },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/orders" replace /> },
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/new', element: <OrderFormPage /> },
          { path: 'orders/:id', element: <OrderDetailPage /> },
          { path: 'orders/:id/edit', element: <OrderFormPage /> },
          { path: 'admin/addresses', element: <PlacesPage /> },
          { path: 'admin/addresses/new', element: <PlaceEditPage /> },
          { path: 'admin/addresses/:id', element: <PlaceEditPage /> },
          { path: 'admin/geofences', element: <GeofencesPage /> },
          ...NOT_BUILT.map((item) => ({ path: item.path, element: <NotBuiltPage label={item.label} /> })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

setLoginNavigator(() => {
  if (router.state.location.pathname !== '/auth/login')
    void router.navigate('/auth/login', { replace: true });
});
