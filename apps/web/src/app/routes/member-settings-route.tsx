import { actingBusinessId } from '@causeway/domain';
import { useParams } from 'react-router';
import { MembersSettings } from '../../features/members/components/members-settings.tsx';
import { usePrograms } from '../../features/programs/api/get-programs.ts';
import { type UserBusinessContext, useSession } from '../../lib/session/session-store.ts';

function Members({ businessId, context }: { businessId: string; context: UserBusinessContext }) {
  const userId = useSession((session) => session.userId);
  const programs = usePrograms(context.topLevelBusinessId);
  // An organisation's page may invite onto the organisation or any of its programs; a program's
  // page onto that program.
  const businesses =
    businessId === context.topLevelBusinessId
      ? [{ id: businessId, name: context.topLevelBusinessName }, ...(programs.data ?? [])]
      : (programs.data ?? []).filter((program) => program.id === businessId);
  return (
    <MembersSettings
      businessId={businessId}
      businesses={businesses}
      context={context}
      currentUserId={userId}
    />
  );
}

/**
 * /{businessId}/settings/members (memberSettings, on the top-level business; a program-scope user
 * acts on their program).
 */
export default function MemberSettingsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? <Members businessId={actingBusinessId(context, businessId)} context={context} /> : null;
}
