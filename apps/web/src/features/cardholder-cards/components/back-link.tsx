import { Anchor, Group, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A link back up (to my cards, to the card): its arrow points to the start side, mirrored in RTL. */
export function BackLink({ to, children }: { to: string; children: string }) {
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Anchor
      component={Link}
      to={to}
      c="indigo.8"
      fw={500}
      w="fit-content"
      mih={44}
      style={{ display: 'inline-flex' }}
    >
      <Group gap={6} wrap="nowrap" align="center">
        <Arrow size={18} aria-hidden="true" />
        {children}
      </Group>
    </Anchor>
  );
}
