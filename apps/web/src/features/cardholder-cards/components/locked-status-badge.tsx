import { Badge, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLockOpen } from '@tabler/icons-react';
import { type FocusEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from './card-status-badge.tsx';

const HOVER_CLOSE_DELAY_MS = 250;

/**
 * The locked status, whose hover starts the unlock flow (cardholder spec §2 "a status hover that
 * starts the unlock flow"). Phones have no hover, so a tap opens it too, and so does keyboard focus;
 * the Unlock button inside opens the unlock confirmation.
 */
export function LockedStatusBadge({ onUnlock }: { onUnlock: () => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened by a tap or click: it stays open until a click outside or Escape, not on mouse leave.
  const pinned = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  // A pending hover close must not fire after the badge is gone.
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const open = () => {
    cancelClose();
    setOpened(true);
  };
  const close = () => {
    cancelClose();
    pinned.current = false;
    setOpened(false);
  };
  const scheduleClose = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || pinned.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpened(false), HOVER_CLOSE_DELAY_MS);
  };
  const hoverOpen = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') open();
  };
  // Keyboard focus opens it; the focus a tap gives does not (the tap's click does).
  const focusOpen = (event: FocusEvent<HTMLButtonElement>) => {
    if (event.currentTarget.matches(':focus-visible')) open();
  };
  // Focus leaving the badge and its card (keyboard, or a tap elsewhere) closes it.
  const container = useRef<HTMLDivElement>(null);
  const blurClose = (event: FocusEvent) => {
    if (!container.current?.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    <div ref={container} style={{ display: 'inline-block' }}>
      <Popover
        opened={opened}
        onChange={(next) => (next ? open() : close())}
        position="bottom-start"
        withArrow
        shadow="md"
        withinPortal={false}
        width={280}
      >
        <Popover.Target>
          <UnstyledButton
            mih={44}
            style={{ display: 'inline-flex', alignItems: 'center' }}
            aria-label={t('cardholderCards.lock.statusButton')}
            onPointerEnter={hoverOpen}
            onPointerLeave={scheduleClose}
            onFocus={focusOpen}
            onBlur={blurClose}
            onClick={() => {
              pinned.current = true;
              open();
            }}
          >
            <Badge
              color={STATUS_COLORS.locked}
              c="gray.9"
              variant="light"
              size="lg"
              radius="sm"
              tt="none"
              rightSection={<IconChevronDown size={14} aria-hidden="true" />}
              style={{ cursor: 'pointer' }}
            >
              {t('cardholderCards.status.locked')}
            </Badge>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown onPointerEnter={cancelClose} onPointerLeave={scheduleClose} onBlur={blurClose}>
          <Stack gap="sm">
            <Text size="sm">{t('cardholderCards.lock.statusHint')}</Text>
            <Button
              leftSection={<IconLockOpen size={18} aria-hidden="true" />}
              onClick={() => {
                close();
                onUnlock();
              }}
            >
              {t('cardholderCards.unlock.button')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
