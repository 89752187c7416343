import type { LanguageCode } from '@causeway/domain';
import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Brand } from './brand.tsx';
import { LanguageSelector } from './language-selector.tsx';

type PublicPageProps = {
  children: ReactNode;
  languages?: readonly LanguageCode[];
  /** The language selector writes its choice into `?lang=` (see LanguageSelector). */
  languageInAddress?: boolean;
  brandName?: string;
  /** Mantine container size: narrow for forms, wide for the landing tiles. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
};

/** The frame of the pages without navigation (nav bar hidden): brand, language selector, content. */
export function PublicPage({
  children,
  languages,
  languageInAddress,
  brandName,
  size = 'xs',
}: PublicPageProps) {
  return (
    <Box mih="100vh" bg="gray.0">
      <Group justify="space-between" px="md" py="sm" component="header">
        <Brand name={brandName} />
        <LanguageSelector languages={languages} languageInAddress={languageInAddress} />
      </Group>
      <Container size={size} py="xl" component="main">
        {children}
      </Container>
    </Box>
  );
}
