import { PLATFORM_NAME } from '@causeway/domain';
import { Group, Text } from '@mantine/core';

/** The product mark and name; a partner page passes its own name. */
export function Brand({ name = PLATFORM_NAME }: { name?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-7)" />
        <path
          d="M5 21h22M8 21v-4a8 8 0 0 1 16 0v4"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      <Text fw={700} size="lg" c="indigo.8">
        {name}
      </Text>
    </Group>
  );
}
