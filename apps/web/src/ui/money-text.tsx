import type { Cents } from '@causeway/domain';
import { formatCents } from '@causeway/domain';
import { Text, type TextProps } from '@mantine/core';
import { amountTone, formatSignedCents } from './money-format.ts';

const TONE_COLORS = { in: 'teal.8', out: 'red.8', none: undefined } as const;

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
