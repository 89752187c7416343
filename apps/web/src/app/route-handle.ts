import { useMatches } from 'react-router';
import type { RouteDefinition } from './route-definition.ts';

/** What every route object carries in its handle: its row of the route table. */
export type RouteHandle = { definition?: RouteDefinition };

/** The route-table row of the deepest matching route, or undefined on the not-found page. */
export function useCurrentRouteDefinition(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const definition = (matches[index]?.handle as RouteHandle | undefined)?.definition;
    if (definition) return definition;
  }
  return undefined;
}
