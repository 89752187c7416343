import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A refusal above a long form: on a phone the submit button is far below it, so it scrolls into
 * view and takes the focus when it appears (role="alert" also has it read out).
 */
export function FormAlert({ children, color = 'red' }: { children: ReactNode; color?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // When it appears, and when its text changes (another refusal), not on every render.
  const text = typeof children === 'string' ? children : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is the trigger, not a value read
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    ref.current?.focus({ preventScroll: true });
  }, [text]);
  return (
    <Alert ref={ref} color={color} role="alert" tabIndex={-1}>
      {children}
    </Alert>
  );
}
