import { useParams } from 'react-router';
import type { BusinessOption } from '../../features/cards/components/cards-page.tsx';
import { CardsPage } from '../../features/cards/components/cards-page.tsx';
import { usePrograms } from '../../features/programs/api/get-programs.ts';
import { type UserBusinessContext, useSession } from '../../lib/session/session-store.ts';

/** The organisation and its programs: where cards may be issued, and the program of each card. */
function useOrganizationBusinesses(context: UserBusinessContext): BusinessOption[] {
  const programs = usePrograms(context.topLevelBusinessId);
  const organization = {
    id: context.topLevelBusinessId,
    name: context.topLevelBusinessName,
    productType: null,
  };
  return [organization, ...(programs.data ?? [])];
}

function Cards({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const businesses = useOrganizationBusinesses(context);
  return <CardsPage key={businessId} businessId={businessId} context={context} businesses={businesses} />;
}

/** /{businessId}/cards: an organisation's cards (its programs' included) or a program's. */
export default function CardsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <Cards businessId={businessId} context={context} /> : null;
}
