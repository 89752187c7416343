import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n, textDirection } from '../i18n/i18n.ts';
import { loadToastContainer, useToastContainerWanted } from '../lib/toast.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container (and its transition and scroll libraries) loads with the first toast.
const Notifications = lazy(loadToastContainer);

function ToastContainer() {
  if (!useToastContainerWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" />
    </Suspense>
  );
}

/** Mantine's direction follows the language: rtl for Arabic, Farsi, Dari and Pashto. */
function DirectionFollowsLanguage() {
  const { setDirection } = useDirection();
  useEffect(() => {
    const apply = (code: string) => setDirection(textDirection(code));
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [setDirection]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={textDirection(currentLanguage())} detectDirection={false}>
        <DirectionFollowsLanguage />
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ToastContainer />
          {/* TanStack Query's provider wraps each route's screen (app/with-query-client.tsx). */}
          {children}
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
