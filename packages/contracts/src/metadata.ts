import { maxLengthMessage, requiredMessage, validationMessage } from '@causeway/domain';
import { z } from 'zod';
import { isoDateTime } from './common.ts';
import { endpoint } from './endpoint.ts';

export const METADATA_TARGET_TYPES = ['card', 'cardholder', 'recipient'] as const;
export const METADATA_KEY_LENGTH_MAX = 64;
export const METADATA_VALUE_LENGTH_MAX = 500;
export const METADATA_PAIRS_MAX = 50;

export const metadataTargetTypeSchema = z.enum(METADATA_TARGET_TYPES, {
  error: validationMessage('oneOf', { field: 'type', values: METADATA_TARGET_TYPES.join(', ') }),
});

export const metadataPairSchema = z.strictObject({
  key: z
    .string({ error: requiredMessage('key') })
    .trim()
    .min(1, requiredMessage('key'))
    .max(METADATA_KEY_LENGTH_MAX, maxLengthMessage('key', METADATA_KEY_LENGTH_MAX)),
  value: z
    .string({ error: requiredMessage('value') })
    .max(METADATA_VALUE_LENGTH_MAX, maxLengthMessage('value', METADATA_VALUE_LENGTH_MAX)),
});
export type MetadataPairInput = z.infer<typeof metadataPairSchema>;

const metadataListSchema = z
  .array(metadataPairSchema)
  .min(1, validationMessage('metadataRequired'))
  .max(METADATA_PAIRS_MAX, validationMessage('metadataKeysMax', { max: METADATA_PAIRS_MAX }))
  .refine(
    (pairs) => new Set(pairs.map((pair) => pair.key)).size === pairs.length,
    validationMessage('metadataKeyDuplicate'),
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

const tags = ['metadata'];

/**
 * Key and value pairs on cards and cardholders (spec §7 "Metadata"); writes need editMetadata. The
 * target names its business, so the module authorizes it with the permission declared here.
 */
export const metadataEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/businesses/metadata',
    summary: "A target's metadata (any member of the target's business)",
    tags,
    access: { kind: 'record' },
    query: metadataQuerySchema,
    response: metadataResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/businesses/metadata',
    summary: 'Add metadata to a card or cardholder; 409 when it already has some (editMetadata)',
    tags,
    access: { kind: 'record', permission: 'editMetadata' },
    body: metadataBodySchema,
    status: 201,
    response: metadataResponseSchema,
  }),
  replace: endpoint({
    method: 'PATCH',
    path: '/businesses/metadata',
    summary: "Replace a target's metadata pairs (editMetadata)",
    tags,
    access: { kind: 'record', permission: 'editMetadata' },
    body: metadataBodySchema,
    response: metadataResponseSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/businesses/metadata',
    summary: "Remove a target's metadata (editMetadata)",
    tags,
    access: { kind: 'record', permission: 'editMetadata' },
    body: deleteMetadataBodySchema,
    response: metadataResponseSchema,
  }),
};
