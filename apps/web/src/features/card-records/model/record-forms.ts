import {
  METADATA_KEY_LENGTH_MAX,
  METADATA_PAIRS_MAX,
  METADATA_VALUE_LENGTH_MAX,
  NOTE_LENGTH_MAX,
  TAG_NAME_LENGTH_MAX,
} from '@causeway/contracts';
import { colorSchema } from '@causeway/domain';
import { z } from 'zod';

// The forms carry translation keys (under cardRecords.errors) as messages; limits are the contract's.
export const RECORD_FORM_ERRORS = [
  'tagNameRequired',
  'tagNameTooLong',
  'colorInvalid',
  'noteRequired',
  'noteTooLong',
  'keyRequired',
  'keyTooLong',
  'keyDuplicate',
  'valueTooLong',
  'tooManyKeys',
] as const;
export type RecordFormError = (typeof RECORD_FORM_ERRORS)[number];

/** Only the colour rule of the API: a hex colour starting with #, or blank. */
export function isValidTagColor(color: string): boolean {
  return colorSchema.safeParse(color).success;
}

/** A tag to put on the card: an organisation tag's name or a new one, with a colour or blank. */
export const tagFormSchema = z.object({
  name: z.string().trim().min(1, 'tagNameRequired').max(TAG_NAME_LENGTH_MAX, 'tagNameTooLong'),
  color: z.string().refine(isValidTagColor, 'colorInvalid'),
});
export type TagForm = z.input<typeof tagFormSchema>;

/** The organisation tag a typed name names (names match ignoring case), if any. */
export function matchingTag<Tag extends { name: string }>(
  tags: readonly Tag[],
  name: string,
): Tag | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return wanted === '' ? undefined : tags.find((tag) => tag.name.toLocaleLowerCase() === wanted);
}

export const noteFormSchema = z.object({
  content: z.string().trim().min(1, 'noteRequired').max(NOTE_LENGTH_MAX, 'noteTooLong'),
});
export type NoteForm = z.input<typeof noteFormSchema>;

/** The metadata editor: 0 pairs removes the card's metadata, otherwise the contract's limits. */
export const metadataFormSchema = z.object({
  pairs: z
    .array(
      z.object({
        key: z.string().trim().min(1, 'keyRequired').max(METADATA_KEY_LENGTH_MAX, 'keyTooLong'),
        value: z.string().max(METADATA_VALUE_LENGTH_MAX, 'valueTooLong'),
      }),
    )
    .max(METADATA_PAIRS_MAX, 'tooManyKeys')
    .superRefine((pairs, context) => {
      const seen = new Set<string>();
      pairs.forEach((pair, index) => {
        const key = pair.key.trim();
        if (key !== '' && seen.has(key)) {
          context.addIssue({ code: 'custom', message: 'keyDuplicate', path: [index, 'key'] });
        }
        seen.add(key);
      });
    }),
});
export type MetadataForm = z.input<typeof metadataFormSchema>;
export type MetadataFormOutput = z.output<typeof metadataFormSchema>;
