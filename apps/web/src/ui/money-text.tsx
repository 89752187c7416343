import type { Cents } from '@causeway/domain';
import { formatCents } from '@causeway/domain';
import { Text, type TextProps } from '@mantine/core';
import { amountTone, formatSignedCents } from './money-format.ts';

// teal.9 (#087f5b, 5.0:1 on white): teal.8 fell short of WCAG AA's 4.5:1 for small text.
const TONE_COLORS = { in: 'teal.9', out: 'red.8', none: undefined } as const;

type MoneyTextProps = TextProps & {
  cents: Cents;
  /** Show '+' or '-' and colour money in and out (deposits, load history). */
  signed?: boolean;
};

/**
 * An amount in en-US dollars. It stays left to right inside right-to-left text (the inner
 * dir="ltr" isolates it while the element itself aligns with the page), keeps on one line and uses
 * tabular digits so columns line up.
 */
export function MoneyText({ cents, signed = false, ...props }: MoneyTextProps) {
  return (
    <Text
      component="span"
      inherit={props.size === undefined}
      c={signed ? TONE_COLORS[amountTone(cents)] : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      {...props}
    >
      <span dir="ltr">{signed ? formatSignedCents(cents) : formatCents(cents)}</span>
    </Text>
  );
}
