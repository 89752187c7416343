import { AUTOLOAD_NAME_LENGTH_MAX } from '@causeway/contracts';
import {
  AUTOLOAD_BUSINESS_DAY_RULES,
  AUTOLOAD_SHORTFALL_POLICIES,
  loadAmountSchema,
  maxLengthMessage,
  requiredMessage,
  validationMessage,
} from '@causeway/domain';
import { z } from 'zod';
import { firstDates } from './autoload-form.ts';

export { browserTimeZone } from './autoload-form.ts';

/** The edit form; the end date follows the spec's first end date for the autoload's start. */
export function editFormSchema(now: Date, timeZone: string, startDate: string) {
  const firstEnd = firstDates(now, timeZone, startDate).end;
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, requiredMessage('name'))
      .max(AUTOLOAD_NAME_LENGTH_MAX, maxLengthMessage('name', AUTOLOAD_NAME_LENGTH_MAX)),
    amount: loadAmountSchema,
    endDate: z
      .string()
      .refine(
        (date) => date === '' || date >= firstEnd,
        validationMessage('autoloadEndTooEarly', { date: firstEnd }),
      ),
    businessDayRule: z.enum(AUTOLOAD_BUSINESS_DAY_RULES),
    shortfallPolicy: z.enum(AUTOLOAD_SHORTFALL_POLICIES),
  });
  return { schema, firstEnd };
}
export type EditFormValues = z.input<ReturnType<typeof editFormSchema>['schema']>;
export type EditFormOutput = z.output<ReturnType<typeof editFormSchema>['schema']>;
