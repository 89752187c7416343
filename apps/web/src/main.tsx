import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { firstNavigationLoaded } from './app/router.tsx';
import { initI18n } from './i18n/i18n.ts';

// The first language (from ?lang=, the last choice, or English) is loaded before the first paint.
void initI18n().then(async () => {
  const container = document.getElementById('root')!;
  // A prerendered first screen (scripts/prerender.mjs) stays until the app can show the same page:
  // React's first commit replaces it, so rendering before the route's code has loaded would put the
  // loader in its place.
  if (container.hasChildNodes()) await firstNavigationLoaded();
  const root = createRoot(container);
  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding a phone's main thread for the whole tree (Lighthouse's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
