import { Alert } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A refusal above a form: on a phone the button is often below the keyboard, so the alert scrolls
 * into view and takes the focus when it appears or its text changes (role="alert" reads it out).
 */
export function IntakeAlert({ children, color = 'red' }: { children: ReactNode; color?: string }) {
  const ref = useRef<HTMLDivElement>(null);
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
