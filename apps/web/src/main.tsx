// Shared styles first, so feature stylesheets imported by the pages below can refine them.
import './ui/base.css';
import './ui/controls.css';
import './ui/feedback.css';
import './ui/table.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from './app/i18n';
import { Providers } from './app/providers';
import { router } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A reader who chose another language than French sees it from the first paint, not after a flash of French.
// As a transition the first render yields to the browser every few milliseconds instead of blocking it in
// one long task (Lighthouse's Total Blocking Time).
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  ),
);
