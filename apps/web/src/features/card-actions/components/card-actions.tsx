import type { CardSummary } from '@causeway/contracts';
import type { CardTransitionName } from '@causeway/domain';
import { Button, Group, Menu } from '@mantine/core';
import {
  IconBan,
  IconChevronDown,
  IconCircleCheck,
  IconLock,
  IconLockOpen,
  IconMailForward,
  IconPassword,
  IconRefresh,
  IconSnowflake,
  IconSnowflakeOff,
  IconTruckDelivery,
  IconUserShare,
  type TablerIcon,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserBusinessContext } from '../../../lib/session/session-store.ts';
import { availableCardActions, type CardPageAction, splitCardActions } from '../logic/available-actions.ts';
import { CardStatusDialog } from './card-status-dialog.tsx';
import { ReassociateDialog } from './reassociate-dialog.tsx';
import { ReissueVirtualDialog } from './reissue-virtual-dialog.tsx';
import { ResendVirtualDialog } from './resend-virtual-dialog.tsx';
import { SetPinDialog } from './set-pin-dialog.tsx';

const ICONS: Record<CardPageAction, TablerIcon> = {
  activate: IconCircleCheck,
  lock: IconLock,
  unlock: IconLockOpen,
  freeze: IconSnowflake,
  unfreeze: IconSnowflakeOff,
  close: IconBan,
  setPin: IconPassword,
  reissueVirtual: IconRefresh,
  reissuePhysical: IconTruckDelivery,
  resendVirtual: IconMailForward,
  reassociate: IconUserShare,
};

const STATUS_ACTIONS: readonly CardPageAction[] = [
  'activate',
  'lock',
  'unlock',
  'freeze',
  'unfreeze',
  'close',
];
const isStatusAction = (action: CardPageAction): action is CardTransitionName =>
  STATUS_ACTIONS.includes(action);

type CardActionsProps = {
  card: CardSummary;
  /** The business of the page's URL (where a reissued card's page opens). */
  businessId: string;
  context: UserBusinessContext;
  /**
   * The reissue-and-ship dialog of a physical card, opened (the card-orders feature builds it; the
   * route passes it in, as features do not import each other). Without it the item is not offered.
   */
  reissuePhysicalDialog?: (onClose: () => void) => ReactNode;
};

/**
 * The card's lifecycle actions that both the signed-in role (in the card's business) and the
 * card's status allow: Lock or Unlock as a button, the rest under "More actions". Each opens a
 * confirmation; the viewer, or a closed card, gets nothing.
 */
export function CardActions({ card, businessId, context, reissuePhysicalDialog }: CardActionsProps) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<CardPageAction | null>(null);
  const allowed = availableCardActions(context, card).filter(
    (action) => action !== 'reissuePhysical' || reissuePhysicalDialog,
  );
  const { primary, more } = splitCardActions(allowed);
  if (primary.length === 0 && more.length === 0) return null;

  const close = () => setCurrent(null);
  return (
    <>
      <Group gap="sm">
        {primary.map((action) => {
          const Icon = ICONS[action];
          return (
            <Button
              key={action}
              variant="default"
              leftSection={<Icon size={18} aria-hidden="true" />}
              onClick={() => setCurrent(action)}
            >
              {t(`cardActions.${action}.button`)}
            </Button>
          );
        })}
        {more.length > 0 && (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
                {t('cardActions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {more.map((action) => {
                const Icon = ICONS[action];
                return (
                  <Menu.Item
                    key={action}
                    color={action === 'close' ? 'red' : undefined}
                    leftSection={<Icon size={16} aria-hidden="true" />}
                    onClick={() => setCurrent(action)}
                  >
                    {t(`cardActions.${action}.button`)}
                  </Menu.Item>
                );
              })}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {/* Mounted per user action: a dialog's state and Idempotency-Key last as long as that action. */}
      {current && isStatusAction(current) && (
        <CardStatusDialog card={card} action={current} opened onClose={close} />
      )}
      {current === 'setPin' && <SetPinDialog card={card} opened onClose={close} />}
      {current === 'reissueVirtual' && (
        <ReissueVirtualDialog card={card} businessId={businessId} opened onClose={close} />
      )}
      {current === 'reissuePhysical' && reissuePhysicalDialog?.(close)}
      {current === 'resendVirtual' && <ResendVirtualDialog card={card} opened onClose={close} />}
      {current === 'reassociate' && <ReassociateDialog card={card} opened onClose={close} />}
    </>
  );
}
