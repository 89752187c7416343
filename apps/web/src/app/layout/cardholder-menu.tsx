import { Menu } from '@mantine/core';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useCardholderPathTo } from '../../lib/cardholder-paths.ts';

type CardholderMenuProps = {
  /** The header's Menu button; the menu takes it over as its target. */
  button: (props: { ref: React.Ref<HTMLButtonElement> }) => ReactElement;
  cardholderPath: ReturnType<typeof useCardholderPathTo>;
  signOut: () => void;
};

/**
 * The signed-in cardholder's menu (Mantine's focus-trapped popover and its positioning library:
 * about 30 KiB gzip). cardholder-page.tsx loads it with the first press of the Menu button, so the
 * first screen after sign-in loads without it. It mounts opened, with the focus on its own button
 * first, so closing it (Escape, or choosing an item) gives the focus back to the button.
 */
export default function CardholderMenu({ button, cardholderPath, signOut }: CardholderMenuProps) {
  const { t } = useTranslation();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal
      styles={{ item: { minHeight: 44 } }}
    >
      <Menu.Target>{button({ ref: target })}</Menu.Target>
      <Menu.Dropdown aria-label={t('cardholderShell.navigation')}>
        <Menu.Item component={Link} to={cardholderPath('accountOverview')}>
          {t('cardholderShell.myCards')}
        </Menu.Item>
        <Menu.Item component={Link} to={cardholderPath('cardholderNotifications')}>
          {t('cardholderShell.notifications')}
        </Menu.Item>
        <Menu.Item component={Link} to={cardholderPath('cardholderBillingAddress')}>
          {t('cardholderShell.billingAddress')}
        </Menu.Item>
        <Menu.Item component={Link} to={cardholderPath('cardholderHelp')}>
          {t('cardholderShell.help')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={signOut}>{t('common.signOut')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
