import { canAct, IMPORT_PERMISSIONS, type ImportKind } from '@causeway/domain';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store.ts';
import { ImportPage } from './import-page.tsx';

/** An import screen for the path's business, shown to whoever holds the permission of what it creates. */
export function ImportRouteScreen({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  const businessId = useParams().businessId ?? '';
  const context = useSession((session) => session.userBusinessContext);
  if (!context) return null;
  if (!canAct(context, IMPORT_PERMISSIONS[kind], businessId)) {
    return <Alert color="yellow">{t('imports.noPermission')}</Alert>;
  }
  return <ImportPage key={`${businessId}-${kind}`} businessId={businessId} kind={kind} />;
}
