import { actingBusinessId } from '@causeway/domain';
import { useParams } from 'react-router';
import { CustomFieldsSettings } from '../../features/custom-fields/components/custom-fields-settings.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/settings/custom-fields (customFields, on the top-level business; a program-scope user acts on their program). */
export default function CustomFieldsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? (
    <CustomFieldsSettings businessId={actingBusinessId(context, businessId)} context={context} />
  ) : null;
}
