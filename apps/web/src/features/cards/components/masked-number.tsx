import { Text, type TextProps } from '@mantine/core';
import { maskedCardNumber } from './card-labels.ts';

/** '•••• 1234', kept left to right inside right-to-left text. */
export function MaskedNumber({ last4, ...props }: TextProps & { last4: string }) {
  return (
    <Text
      component="span"
      inherit={props.size === undefined}
      ff="monospace"
      style={{ whiteSpace: 'nowrap' }}
      {...props}
    >
      <span dir="ltr">{maskedCardNumber(last4)}</span>
    </Text>
  );
}
