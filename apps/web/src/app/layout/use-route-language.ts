import { isLanguageCode, languagesForRoute } from '@causeway/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { changeLanguage, currentLanguage } from '../../i18n/i18n.ts';
import type { RouteDefinition } from '../route-definition.ts';

/**
 * The lang query parameter sets the language on any page (cardholder spec §2 "Interface
 * language"); on the intake routes a language they do not offer falls back to English.
 */
export function useRouteLanguage(definition: RouteDefinition | undefined): void {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  const routeName = definition?.name ?? '';

  useEffect(() => {
    const offered = languagesForRoute(routeName);
    const wanted = isLanguageCode(requested) ? requested : currentLanguage();
    const next = offered.includes(wanted) ? wanted : 'en';
    if (next !== currentLanguage()) void changeLanguage(next);
  }, [requested, routeName]);
}
