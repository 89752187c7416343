import { z } from 'zod';
import { isoDateTime } from './common.ts';

export const METADATA_TARGET_TYPES = ['card', 'cardholder', 'recipient'] as const;
export const METADATA_KEY_LENGTH_MAX = 64;
export const METADATA_VALUE_LENGTH_MAX = 500;
export const METADATA_PAIRS_MAX = 50;

export const metadataTargetTypeSchema = z.enum(METADATA_TARGET_TYPES, {
  error: `Type must be one of ${METADATA_TARGET_TYPES.join(', ')}`,
});

export const metadataPairSchema = z.strictObject({
  key: z
    .string({ error: 'Key is required' })
    .trim()
    .min(1, 'Key is required')
    .max(METADATA_KEY_LENGTH_MAX, `Key must have at most ${METADATA_KEY_LENGTH_MAX} characters`),
  value: z
    .string({ error: 'Value is required' })
    .max(METADATA_VALUE_LENGTH_MAX, `Value must have at most ${METADATA_VALUE_LENGTH_MAX} characters`),
});
export type MetadataPairInput = z.infer<typeof metadataPairSchema>;

const metadataListSchema = z
  .array(metadataPairSchema)
  .min(1, 'Add at least one key and value')
  .max(METADATA_PAIRS_MAX, `At most ${METADATA_PAIRS_MAX} keys`)
  .refine(
    (pairs) => new Set(pairs.map((pair) => pair.key)).size === pairs.length,
    'Each key may appear once',
  );

const metadataTargetShape = { type: metadataTargetTypeSchema, targetId: z.uuid() };

/** POST creates a target's metadata, PATCH replaces all its pairs. */
export const metadataBodySchema = z.strictObject({ ...metadataTargetShape, metadata: metadataListSchema });
/** DELETE names the target; a metadata list, when sent, is ignored. */
export const deleteMetadataBodySchema = z.strictObject({
  ...metadataTargetShape,
  metadata: z.array(z.unknown()).optional(),
});
export const metadataQuerySchema = z.object(metadataTargetShape);

export const metadataResponseSchema = z.object({
  type: metadataTargetTypeSchema,
  targetId: z.uuid(),
  businessId: z.uuid(),
  metadata: z.array(z.object({ key: z.string(), value: z.string() })),
  /** null when the target has no metadata. */
  createdAt: isoDateTime.nullable(),
  updatedAt: isoDateTime.nullable(),
});
