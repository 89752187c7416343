import { cardholderEndpoints, type EndpointResponse } from '@causeway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error.ts';
import { call, endpointKey } from '../../../lib/api/call.ts';
import { useSession } from '../../../lib/session/session-store.ts';
import { showErrorToast } from '../../../lib/toast.ts';

export type Cardholder = EndpointResponse<typeof cardholderEndpoints.get>['cardholder'];
export type CardholderCard = Cardholder['cards'][number];

/** GET /cardholders/{id}: the signed-in person and their cards (cardholder spec §3 "Cardholder context"). */
export const cardholderQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: endpointKey(cardholderEndpoints.get, { id: userId }),
    queryFn: () => call(cardholderEndpoints.get, { params: { id: userId } }),
    select: (body): Cardholder => body.cardholder,
  });

/** Whether a failed cardholder fetch ends the session (spec §7: a 401 or 404 signs the user out). */
export function endsCardholderSession(error: unknown): boolean {
  return isApiError(error, 401) || isApiError(error, 404);
}

/**
 * The cardholder context of the signed-in person, fetched when missing from the cache (spec §2:
 * "the cardholder data is refetched when missing"). A 401 or 404 says why in a toast and calls
 * `onSessionEnded`, which signs out to the cardholder landing page (the route passes it in).
 */
export function useCardholder(onSessionEnded: () => void) {
  const { t } = useTranslation();
  const userId = useSession((session) => session.userId);
  const query = useQuery({ ...cardholderQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const ends = query.isError && endsCardholderSession(query.error);
  useEffect(() => {
    if (!ends) return;
    showErrorToast(
      t(isApiError(query.error, 401) ? 'errors.authenticationError' : 'errors.cardholderLookupFailed'),
      isApiError(query.error, 401) ? 'authentication' : 'unexpected',
    );
    onSessionEnded();
  }, [ends, query.error, onSessionEnded, t]);
  return { ...query, endsSession: ends };
}
