import { DEFAULT_PAGE_TITLE, PLATFORM_NAME } from '@causeway/domain';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PARTNER } from '../../lib/partner.ts';
import type { RouteDefinition } from '../route-definition.ts';

const DEFAULT_FAVICON = '/favicon.svg';

function setHeadLink(rel: string, href: string | null): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!href) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/** A page's title: the route's title and the brand, or the brand alone (also the prerendered pages'). */
export function documentTitle(
  definition: RouteDefinition | undefined,
  showsNotFound: boolean,
  t: TFunction,
): string {
  const titleKey = showsNotFound ? 'notFound' : definition?.title;
  const brand = definition?.partner ? PARTNER.name : PLATFORM_NAME;
  if (titleKey) return `${t(`titles.${titleKey}`)} | ${brand}`;
  return definition?.partner ? brand : DEFAULT_PAGE_TITLE;
}

/**
 * Page title per route with the platform name as the default, and the favicon and canonical link
 * where the route defines them (business spec §2.2). A route whose screen does not exist yet, and
 * any unknown path, is titled as the not-found page.
 */
export function useDocumentMeta(definition: RouteDefinition | undefined, isNotFound: boolean): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const showsNotFound = isNotFound || (definition !== undefined && !definition.screen);
  const title = documentTitle(definition, showsNotFound, t);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    setHeadLink('icon', definition?.favicon ?? DEFAULT_FAVICON);
    const canonical = definition?.canonical && !showsNotFound;
    setHeadLink('canonical', canonical ? `${window.location.origin}${pathname}` : null);
  }, [definition, showsNotFound, pathname]);
}
