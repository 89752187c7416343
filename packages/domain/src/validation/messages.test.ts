import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGE_TEMPLATES, type MessageValues } from './messages.ts';

describe('formatMessage', () => {
  it.each<[string, MessageValues, string]>([
    [MESSAGE_TEMPLATES.required, { field: 'Zip' }, 'Zip is required'],
    [
      MESSAGE_TEMPLATES.lengthMin,
      { field: 'Password', length: 8 },
      'Password must have at least 8 characters',
    ],
    [
      MESSAGE_TEMPLATES.lengthExact,
      { field: 'Card ID', length: 10 },
      'Card ID must have exactly 10 characters',
    ],
    [MESSAGE_TEMPLATES.format, { field: 'Email' }, 'Email is not in the correct format'],
    [MESSAGE_TEMPLATES.invalid, { field: 'ID' }, 'ID is invalid'],
    [MESSAGE_TEMPLATES.lengthMax, { field: 'City', length: 255 }, 'City must have at most 255 characters'],
    [
      'Write to {supportEmail} or {mailingEmail}.',
      { supportEmail: 'a@x.test', mailingEmail: 'b@x.test' },
      'Write to a@x.test or b@x.test.',
    ],
    [
      '{field} must have exactly {length} characters',
      { field: 'Zip' },
      'Zip must have exactly {length} characters',
    ],
    ['{constructor} stays', { field: 'x' }, '{constructor} stays'],
    ['{length} may be zero', { length: 0 }, '0 may be zero'],
  ])('%j with %j → %j', (template, values, expected) => {
    expect(formatMessage(template, values)).toBe(expected);
  });
});
