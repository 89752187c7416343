import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { firstNavigationLoaded } from './app/router.tsx';
import { FirstCommit, takeOverPrerenderedPage } from './app/take-over-prerendered-page.tsx';
import { initI18n } from './i18n/i18n.ts';

/** Renders the app into `container`; `onFirstCommit` runs in its first commit, before it is painted. */
function renderApp(container: HTMLElement, onFirstCommit?: () => void) {
  const root = createRoot(container);
  const app = onFirstCommit ? (
    <FirstCommit onFirstCommit={onFirstCommit}>
      <App />
    </FirstCommit>
  ) : (
    <App />
  );
  // As a transition the first render is time-sliced: React yields to the browser every few
  // milliseconds instead of holding a phone's main thread for the whole tree (Lighthouse's TBT).
  startTransition(() => {
    root.render(<StrictMode>{app}</StrictMode>);
  });
}

// The first language (from ?lang=, the last choice, or English) is loaded before the first paint.
void initI18n().then(async () => {
  const root = document.getElementById('root')!;
  if (!root.hasChildNodes()) {
    renderApp(root);
    return;
  }
  // A prerendered first screen (scripts/prerender.mjs) stays until the app can show the same page:
  // rendering before the route's code has loaded would put the loader in its place.
  await firstNavigationLoaded();
  const app = document.createElement('div');
  root.after(app);
  renderApp(app, () => takeOverPrerenderedPage(root, app));
});
