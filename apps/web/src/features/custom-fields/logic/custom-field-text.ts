import { CUSTOM_FIELD_OPTIONS_MAX } from '@causeway/contracts';
import type { TFunction } from 'i18next';
import {
  DUPLICATE_NAME_MESSAGE,
  DUPLICATE_OPTION_MESSAGE,
  OPTION_LENGTH_MAX,
  OPTION_TOO_LONG_MESSAGE,
  TOO_MANY_FIELDS_MESSAGE,
} from './custom-field-sets.ts';

type MessageKey =
  | 'labelRequired'
  | 'nameFormat'
  | 'dropdownNeedsOption'
  | 'duplicateName'
  | 'duplicateOption'
  | 'tooMany'
  | 'optionTooLong';

const MESSAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'Label is required': 'labelRequired',
  'Name is not in the correct format': 'nameFormat',
  'A dropdown needs at least one option': 'dropdownNeedsOption',
  [DUPLICATE_NAME_MESSAGE]: 'duplicateName',
  [DUPLICATE_OPTION_MESSAGE]: 'duplicateOption',
  [TOO_MANY_FIELDS_MESSAGE]: 'tooMany',
  [OPTION_TOO_LONG_MESSAGE]: 'optionTooLong',
};

/** A custom-field message (the contract's or ours) in the reader's language; undefined when not ours. */
export function translateCustomFieldMessage(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  const key = MESSAGE_KEYS[message];
  return key
    ? t(`customFields.errors.${key}`, {
        max: CUSTOM_FIELD_OPTIONS_MAX,
        length: OPTION_LENGTH_MAX,
        defaultValue: message,
      })
    : undefined;
}
