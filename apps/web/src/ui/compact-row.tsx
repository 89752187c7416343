import { Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

type CompactRowProps = {
  /** What the row is about, stacked on the start side. */
  children: ReactNode;
  /** The figure that matters (an amount), on the end side. */
  aside?: ReactNode;
  /** A control before the content (a selection checkbox). */
  leading?: ReactNode;
  onClick?: () => void;
  /** Extra attributes for the row (test ids). */
  rowProps?: Record<`data-${string}`, string>;
};

/** One row of a list on a narrow screen, where a wide table would hide its amounts. */
export function CompactRow({ children, aside, leading, onClick, rowProps }: CompactRowProps) {
  return (
    <Group
      component="li"
      justify="space-between"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="sm"
      onClick={onClick}
      {...rowProps}
      style={{
        borderBottom: '1px solid var(--mantine-color-gray-3)',
        cursor: onClick ? 'pointer' : undefined,
      }}
    >
      <Group gap="sm" align="flex-start" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {leading}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          {children}
        </Stack>
      </Group>
      {aside && (
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          {aside}
        </Stack>
      )}
    </Group>
  );
}

/** The list that holds compact rows. */
export function CompactList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
