import { bankTransferEndpoints } from '@causeway/contracts';
import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SendTransferDialog } from '../../features/bank-transfers/components/send-transfer-dialog.tsx';
import { TransfersList } from '../../features/bank-transfers/components/transfers-list.tsx';
import { type Payee, payeeOf } from '../../features/bank-transfers/model/payee.ts';
import { RecipientPage } from '../../features/recipients/components/recipient-page.tsx';
import { isPayable } from '../../features/recipients/model/recipient-view.ts';
import { canCall } from '../../lib/api/can-call.ts';
import { useSession } from '../../lib/session/session-store.ts';

/** /{businessId}/recipients/{recipientId}: one recipient, their bank details, transfers and activity. */
export default function RecipientRoute() {
  const { businessId = '', recipientId = '' } = useParams();
  const { t } = useTranslation();
  const context = useSession((session) => session.userBusinessContext);
  const [payee, setPayee] = useState<Payee | null>(null);
  if (!context) return null;
  // Features do not import each other: the recipient page gets Send payment and its transfers from here.
  return (
    <>
      <RecipientPage
        key={recipientId}
        businessId={businessId}
        recipientId={recipientId}
        context={context}
        headerActions={(recipient) =>
          canCall(context, bankTransferEndpoints.createTransfer, recipient.businessId) &&
          isPayable(recipient) && (
            <Button leftSection={<IconSend size={18} />} onClick={() => setPayee(payeeOf(recipient))}>
              {t('bankTransfers.send.action')}
            </Button>
          )
        }
        transfers={(recipient) => (
          <TransfersList businessId={businessId} context={context} recipientId={recipient.id} />
        )}
      />
      <SendTransferDialog
        payee={payee}
        organizationId={context.topLevelBusinessId}
        opened={payee !== null}
        onClose={() => setPayee(null)}
      />
    </>
  );
}
