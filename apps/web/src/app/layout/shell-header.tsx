import { Group, Text } from '@mantine/core';
import { Brand } from '../../ui/brand.tsx';
import { LanguageSelector } from '../../ui/language-selector.tsx';

/** Top bar of the portal: brand, the business being worked on, and the language selector. */
export function ShellHeader({ businessName }: { businessName: string }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Brand />
        <Text c="dimmed" truncate="end" visibleFrom="xs">
          {businessName}
        </Text>
      </Group>
      <LanguageSelector />
    </Group>
  );
}
