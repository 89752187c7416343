import {
  METADATA_KEY_LENGTH_MAX,
  METADATA_PAIRS_MAX,
  METADATA_VALUE_LENGTH_MAX,
  NOTE_LENGTH_MAX,
  TAG_NAME_LENGTH_MAX,
} from '@causeway/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordFormError } from '../model/record-forms.ts';

const LIMITS: Partial<Record<RecordFormError, number>> = {
  tagNameTooLong: TAG_NAME_LENGTH_MAX,
  noteTooLong: NOTE_LENGTH_MAX,
  keyTooLong: METADATA_KEY_LENGTH_MAX,
  valueTooLong: METADATA_VALUE_LENGTH_MAX,
  tooManyKeys: METADATA_PAIRS_MAX,
};

/** The translated text of a record form's message (a key of cardRecords.errors), with its limit. */
export function useRecordError() {
  const { t } = useTranslation();
  return useCallback(
    (message: string | undefined) =>
      message
        ? t(`cardRecords.errors.${message as RecordFormError}`, { max: LIMITS[message as RecordFormError] })
        : undefined,
    [t],
  );
}
