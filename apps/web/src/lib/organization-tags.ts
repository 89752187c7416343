import { cardTagEndpoints, type Tag } from '@causeway/contracts';
import { queryOptions } from '@tanstack/react-query';
import { readAllPages } from './api/all-pages.ts';
import { call, endpointKey } from './api/call.ts';

/** Tags by name, as a person scans a picker: case and accents aside, in the reader's language. */
export const byTagName = (a: Tag, b: Tag) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The one read of an organisation's tags (the cards filter, the tag dialogs, a card's tag bar):
 * every page, sorted by name.
 */
export const organizationTagsQueryOptions = (businessId: string) =>
  queryOptions({
    queryKey: endpointKey(cardTagEndpoints.businessTags, { id: businessId }),
    queryFn: async () => {
      const tags = await readAllPages(async (query) => {
        const page = await call(cardTagEndpoints.businessTags, { params: { id: businessId }, query });
        return { items: page.tags, nextCursor: page.page.nextCursor };
      });
      return tags.sort(byTagName);
    },
  });
