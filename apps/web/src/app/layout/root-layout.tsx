import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { useDocumentMeta } from './use-document-meta.ts';
import { useRouteLanguage } from './use-route-language.ts';

/** The frame of every page: document title, favicon, canonical link and the page language. */
export function RootLayout() {
  const definition = useCurrentRouteDefinition();
  const matches = useMatches();
  const isNotFound = matches.at(-1)?.id === 'notFound';
  useDocumentMeta(definition, isNotFound);
  useRouteLanguage(definition);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
