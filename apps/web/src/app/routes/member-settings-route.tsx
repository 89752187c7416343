import { actingBusinessId } from '@causeway/domain';
import { useParams } from 'react-router';
import { MembersSettings } from '../../features/members/components/members-settings.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/settings/members (memberSettings, on the top-level business; a program-scope user acts on their program). */
export default function MemberSettingsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  const userId = useSession((session) => session.userId);
  return context ? (
    <MembersSettings
      businessId={actingBusinessId(context, businessId)}
      context={context}
      currentUserId={userId}
    />
  ) : null;
}
