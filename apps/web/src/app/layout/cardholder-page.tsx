import { languagesForRoute } from '@causeway/domain';
import { Anchor, Box, Button, Container, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isPartnerPath, useCardholderPathTo } from '../../lib/cardholder-paths.ts';
import { PARTNER } from '../../lib/partner.ts';
import { Brand } from '../../ui/brand.tsx';
import { LanguageSelector } from '../../ui/language-selector.tsx';
import { useCurrentRouteDefinition } from '../route-handle.ts';
import { useSignOut } from './use-sign-out.ts';

/**
 * Signs the person out to the cardholder landing page (the partner landing page on partner paths),
 * as a cardholder fetch answering 401 or 404 must (cardholder spec §7). Features get it as a prop.
 */
export function useEndCardholderSession(): () => void {
  const cardholderPath = useCardholderPathTo();
  const signOut = useSignOut(cardholderPath('cardholders'));
  return useCallback(() => void signOut(), [signOut]);
}

type CardholderPageProps = {
  children: ReactNode;
  /** Whether the menu of a signed-in cardholder shows (the public FAQ and first-PIN pages hide it). */
  signedIn?: boolean;
};

/**
 * The frame of every cardholder page, designed at 360 px first: brand (the partner's on partner
 * paths), the menu, the language selector and one narrow column of content.
 */
export function CardholderPage({ children, signedIn = true }: CardholderPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const partner = isPartnerPath(pathname);
  const cardholderPath = useCardholderPathTo();
  const signOut = useEndCardholderSession();
  const definition = useCurrentRouteDefinition();
  const languageSelector = <LanguageSelector languages={languagesForRoute(definition?.name ?? '')} />;
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor
            component={Link}
            to={cardholderPath(signedIn ? 'accountOverview' : 'cardholders')}
            underline="never"
          >
            <Brand name={partner ? PARTNER.name : undefined} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            {/* Brand, language and Menu do not fit one 360 px row: on phones the language gets its own. */}
            {signedIn ? <Box visibleFrom="xs">{languageSelector}</Box> : languageSelector}
            {signedIn && (
              <Menu position="bottom-end" withinPortal styles={{ item: { minHeight: 44 } }}>
                <Menu.Target>
                  <Button
                    variant="default"
                    size="sm"
                    mih={44}
                    rightSection={<IconChevronDown size={16} aria-hidden="true" />}
                  >
                    {t('cardholderShell.menu')}
                  </Button>
                </Menu.Target>
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
            )}
          </Group>
        </Group>
        {signedIn && (
          <Group hiddenFrom="xs" justify="flex-end" mt="xs">
            {languageSelector}
          </Group>
        )}
      </Box>
      <Container size="sm" px="md" py="lg" component="main">
        {children}
      </Container>
    </Box>
  );
}
