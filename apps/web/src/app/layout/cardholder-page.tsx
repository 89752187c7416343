import { languagesForRoute } from '@causeway/domain';
import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, type ReactNode, type Ref, Suspense, useCallback, useState } from 'react';
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

const loadCardholderMenu = () => import('./cardholder-menu.tsx');
const CardholderMenu = lazy(loadCardholderMenu);

/**
 * The header's Menu button. Until its first press it is a plain button (the menu's code loads then,
 * or sooner when a pointer or the focus comes to it); then the lazily loaded menu takes it over.
 */
function CardholderMenuButton({ signOut }: { signOut: () => void }) {
  const { t } = useTranslation();
  const cardholderPath = useCardholderPathTo();
  const [wanted, setWanted] = useState(false);
  const button = ({ ref, loading = false }: { ref?: Ref<HTMLButtonElement>; loading?: boolean }) => (
    <Button
      ref={ref}
      variant="default"
      size="sm"
      mih={44}
      aria-haspopup="menu"
      // Once the menu has taken the button over, it says whether it is expanded.
      aria-expanded={wanted ? undefined : false}
      loading={loading}
      rightSection={<IconChevronDown size={16} aria-hidden="true" />}
      onPointerEnter={() => void loadCardholderMenu()}
      onFocus={() => void loadCardholderMenu()}
      onClick={wanted ? undefined : () => setWanted(true)}
    >
      {t('cardholderShell.menu')}
    </Button>
  );
  if (!wanted) return button({});
  return (
    <Suspense fallback={button({ loading: true })}>
      <CardholderMenu button={button} cardholderPath={cardholderPath} signOut={signOut} />
    </Suspense>
  );
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
            {signedIn && <CardholderMenuButton signOut={signOut} />}
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
