import { AUTOLOAD_NAME_LENGTH_MAX, memoSchema } from '@causeway/contracts';
import {
  AUTOLOAD_BUSINESS_DAY_RULES,
  AUTOLOAD_FREQUENCIES,
  AUTOLOAD_SHORTFALL_POLICIES,
  firstAutoloadEndDate,
  firstAutoloadStartDate,
  loadAmountSchema,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';

/** The person's own zone: the spec's first dates are read on their wall clock (§5). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

/** The earliest start and end the date pickers offer, from the spec's rules in @causeway/domain. */
export function firstDates(now: Date, timeZone: string, startDate?: string) {
  return {
    start: firstAutoloadStartDate({ now, timeZone }),
    end: firstAutoloadEndDate({ now, timeZone, startDate: startDate || undefined }),
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The create form: what a person types, checked as the API will check it. */
export function autoloadFormSchema(now: Date, timeZone: string) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, requiredMessage('name'))
        .max(AUTOLOAD_NAME_LENGTH_MAX, maxLengthMessage('name', AUTOLOAD_NAME_LENGTH_MAX)),
      amount: loadAmountSchema,
      frequency: z.enum(AUTOLOAD_FREQUENCIES),
      startDate: z.string().regex(DATE, validationMessage('dateFormat')),
      endDate: z.string().refine((date) => date === '' || DATE.test(date), validationMessage('dateFormat')),
      businessDayRule: z.enum(AUTOLOAD_BUSINESS_DAY_RULES),
      shortfallPolicy: z.enum(AUTOLOAD_SHORTFALL_POLICIES),
      cardIds: z.array(z.string()).min(1, validationMessage('cardsRequired')),
      memo: memoSchema,
    })
    .superRefine((values, context) => {
      const first = firstDates(now, timeZone, values.startDate);
      if (DATE.test(values.startDate) && values.startDate < first.start)
        context.addIssue({
          code: 'custom',
          path: ['startDate'],
          message: validationMessage('autoloadStartTooEarly', { date: first.start }),
        });
      if (values.endDate && values.endDate < first.end)
        context.addIssue({
          code: 'custom',
          path: ['endDate'],
          message: validationMessage('autoloadEndTooEarly', { date: first.end }),
        });
    });
}
export type AutoloadFormValues = z.input<ReturnType<typeof autoloadFormSchema>>;
export type AutoloadFormOutput = z.output<ReturnType<typeof autoloadFormSchema>>;
