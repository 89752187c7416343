import { actingBusinessId } from '@causeway/domain';
import { useParams } from 'react-router';
import { SpendRulesSettings } from '../../features/spend-rules/components/spend-rules-settings.tsx';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/settings/spend-rules (spendRuleSettings, on the top-level business; a program-scope user acts on their program). */
export default function SpendRuleSettingsRoute() {
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  return context ? (
    <SpendRulesSettings businessId={actingBusinessId(context, businessId)} context={context} />
  ) : null;
}
