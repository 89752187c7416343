import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18n, textDirection } from '../i18n/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toast container (and its transition and scroll libraries) loads after the first paint.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

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
          <Suspense fallback={null}>
            <Notifications position="top-center" />
          </Suspense>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
