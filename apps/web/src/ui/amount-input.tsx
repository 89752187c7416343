import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * A dollar amount as people type it ('12.34', '1,200'); the domain's amount schemas turn the text
 * into cents and give the spec's messages. Digits read left to right in every language.
 */
export const AmountInput = forwardRef<HTMLInputElement, TextInputProps>((props, ref) => (
  <TextInput
    ref={ref}
    inputMode="decimal"
    autoComplete="off"
    leftSection="$"
    dir="ltr"
    styles={{ input: { fontVariantNumeric: 'tabular-nums' } }}
    {...props}
  />
));
AmountInput.displayName = 'AmountInput';
