// Renders a component as the app does: the app's own providers (its i18next instance with the real
// catalogues, French by default; its query client; React Aria's locale; the toaster) around a router in memory
// whose links navigate as the app's router does (app/router.tsx).
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useHref, useNavigate } from 'react-router';
import { Providers } from '../app/providers';

function AriaRouting() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useHref}>
      <Outlet />
    </AriaRouterProvider>
  );
}

export interface RenderOptions {
  /** The address the screen opens on. */
  at?: string;
  /** The route pattern the component is mounted at, for its params (`/orders/:id`). */
  path?: string;
}

/** Renders `ui` at `at` (the root by default); `router.state.location` tells where the app went since. */
export function renderScreen(ui: ReactNode, { at = '/', path = '*' }: RenderOptions = {}) {
  const router = createMemoryRouter(
    [
      {
        element: <AriaRouting />,
        children: [{ path, element: ui }, ...(path === '*' ? [] : [{ path: '*', element: null }])],
      },
    ],
    { initialEntries: [at] },
  );
  // No pause between a user's actions: what a test waits for, it waits for with findBy*/waitFor.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  /** As a journey fills a field (Playwright's fill): focus, the old value replaced by the whole new one. */
  const fill = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    if (value) await user.paste(value);
  };
  return { ...rendered, router, user, fill };
}
