import type { Recipient } from '@causeway/contracts';
import type { RecipientIntakeStatus } from '@causeway/domain';
import { Badge, type BadgeProps, Text, type TextProps } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { accountDisplay, INTAKE_STATUS_COLORS, maskedAccountNumber } from '../model/recipient-view.ts';

export function IntakeStatusBadge({ status, ...props }: BadgeProps & { status: RecipientIntakeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={INTAKE_STATUS_COLORS[status]} {...props}>
      {t(`recipients.intakeStatuses.${status}`)}
    </Badge>
  );
}

/** Payments are stopped: a return said the holder died or the account is frozen. */
export function HoldBadge({ hold, ...props }: BadgeProps & { hold: NonNullable<Recipient['hold']> }) {
  const { t } = useTranslation();
  return (
    <Badge variant="filled" color="red" {...props}>
      {t(`recipients.holds.${hold}`)}
    </Badge>
  );
}

/** '•••• 1234', a "hidden" marker for members who may not see bank details, or a dash. */
export function AccountNumber({ account, ...props }: TextProps & { account: Recipient['bankAccount'] }) {
  const { t } = useTranslation();
  const display = accountDisplay(account);
  if (display.kind === 'none') {
    return (
      <Text component="span" c="dimmed" inherit={props.size === undefined} {...props}>
        {t('recipients.noBankAccount')}
      </Text>
    );
  }
  if (display.kind === 'hidden') {
    return (
      <Text
        component="span"
        c="dimmed"
        inherit={props.size === undefined}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        {...props}
      >
        <IconEyeOff size={14} aria-hidden="true" />
        {t('recipients.accountHidden')}
      </Text>
    );
  }
  return (
    <Text
      component="span"
      ff="monospace"
      inherit={props.size === undefined}
      style={{ whiteSpace: 'nowrap' }}
      {...props}
    >
      <span dir="ltr">{maskedAccountNumber(display.last4)}</span>
    </Text>
  );
}
