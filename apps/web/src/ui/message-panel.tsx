import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A heading, a few lines of text and actions: not-found, no-access, invalid link, error pages. */
export function MessagePanel({
  heading,
  children,
  actions,
}: {
  heading: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" shadow="xs">
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {actions}
      </Stack>
    </Paper>
  );
}
