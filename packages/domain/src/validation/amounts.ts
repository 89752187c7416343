import { z } from 'zod';
import {
  BANK_TRANSFER_AMOUNT_CENTS_MAX,
  type Cents,
  LOAD_AMOUNT_CENTS_MAX,
  parseAmountToCents,
} from '../money.ts';
import { requiredMessage, validationMessage, wrongFormatMessage } from './messages.ts';

// Amount fields take dollars as typed ('1,234.5') or as a number (1234.5) and give integer cents.

type AmountRule = { amountCentsMax: Cents; maxMessage: string };

function dollarsText(input: string | number): string {
  // String(1e21) is '1e+21' and String(0.1 + 0.2) has 17 decimals: both are refused by the parser,
  // which is right, since neither is an amount a person typed.
  return typeof input === 'number' ? String(input) : input.trim();
}

function amountSchema({ amountCentsMax, maxMessage }: AmountRule) {
  return z
    .union([z.string(), z.number()], { error: requiredMessage('amount') })
    .transform((input, ctx): Cents => {
      const text = dollarsText(input);
      const fail = (message: string) => {
        ctx.issues.push({ code: 'custom', message, input });
        return z.NEVER;
      };
      if (text === '') return fail(requiredMessage('amount'));
      const cents = parseAmountToCents(text);
      if (cents === null) return fail(wrongFormatMessage('amount'));
      if (cents <= 0) return fail(validationMessage('amountPositive'));
      if (cents > amountCentsMax) return fail(maxMessage);
      return cents;
    });
}

export const loadAmountSchema = amountSchema({
  amountCentsMax: LOAD_AMOUNT_CENTS_MAX,
  maxMessage: validationMessage('loadAmountMax'),
});

export const bankTransferAmountSchema = amountSchema({
  amountCentsMax: BANK_TRANSFER_AMOUNT_CENTS_MAX,
  maxMessage: validationMessage('bankTransferAmountMax'),
});
