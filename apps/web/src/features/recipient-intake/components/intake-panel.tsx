import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Mantine's error red (red 6) is 3.3:1 on white, below WCAG AA for the field messages and the
 * refused value: red 9 (6.4:1) for everything inside the panel.
 */
const ERROR_COLOR = { '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties;

type IntakePanelProps = {
  heading: string;
  /** The line under the heading. */
  intro?: ReactNode;
  /** A status icon before the heading (verified, failed, waiting). */
  icon?: ReactNode;
  iconColor?: string;
  children?: ReactNode;
  /** The level of the heading: 1 for the screen's own, 2 inside a screen that has one. */
  order?: 1 | 2;
};

/** One screen of the recipient's flow: a heading, a line of text and its content, 360 px first. */
export function IntakePanel({ heading, intro, icon, iconColor, children, order = 1 }: IntakePanelProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} shadow="xs" style={ERROR_COLOR}>
      <Stack gap="md">
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {icon && (
              <ThemeIcon color={iconColor} variant="light" size="lg" radius="xl" aria-hidden="true">
                {icon}
              </ThemeIcon>
            )}
            <Title order={order} size={order === 1 ? 'h2' : 'h3'} style={{ overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
          </Group>
          {typeof intro === 'string' ? <Text>{intro}</Text> : intro}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
