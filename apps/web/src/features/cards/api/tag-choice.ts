import { type Tag, tagCardsBodySchema } from '@causeway/contracts';
import { PRESET_COLORS } from '@causeway/domain';
import { z } from 'zod';
import type { TagCardsBody, TagCardsResponse } from './business-tags.ts';

/** The tag form: a name (an existing tag's, any case, or a new one) and, for a new tag, a preset colour or none. */
export const tagCardsInputSchema = z.object({
  name: tagCardsBodySchema.shape.name,
  /** Blank: the API picks a random preset colour. */
  color: z.union([z.literal(''), z.enum(PRESET_COLORS)]),
});
export type TagCardsFormValues = z.input<typeof tagCardsInputSchema>;
export type TagCardsInput = z.output<typeof tagCardsInputSchema>;

/** The organisation's tag a typed name stands for: names match ignoring case and surrounding spaces. */
export function matchingTag<T extends Pick<Tag, 'name'>>(tags: readonly T[], name: string): T | undefined {
  const wanted = name.trim().toLowerCase();
  if (!wanted) return undefined;
  return tags.find((tag) => tag.name.toLowerCase() === wanted);
}

/** The request body: an existing tag keeps its name and colour; a new one sends the chosen colour, if any. */
export function tagCardsBody(
  cardIds: readonly string[],
  input: TagCardsInput,
  existing: Pick<Tag, 'name'> | undefined,
): TagCardsBody {
  if (existing) return { cardIds: [...cardIds], name: existing.name };
  return { cardIds: [...cardIds], name: input.name, ...(input.color ? { color: input.color } : {}) };
}

/** How many of the chosen cards got the tag now, and how many carried it already. */
export function tagOutcome(cardCount: number, response: Pick<TagCardsResponse, 'attachedCardIds'>) {
  const attached = response.attachedCardIds.length;
  return { attached, already: Math.max(0, cardCount - attached) };
}
