import { hasForbiddenCharacters } from '@causeway/domain';

/** Deepest nesting of a JSON body or query; our deepest contract is 4 levels. */
export const INPUT_DEPTH_MAX = 32;

export type InputProblem =
  | { kind: 'too_deep'; field: string }
  | { kind: 'forbidden_characters'; field: string };

/**
 * The first problem of a request's input, walked without recursion so a hostile body cannot
 * exhaust the stack: nesting deeper than INPUT_DEPTH_MAX, or a key or string holding characters
 * no text may hold (hasForbiddenCharacters, multi-line allowed: the field's own schema decides
 * about line breaks).
 */
export function findInputProblem(input: unknown, root: string): InputProblem | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: root, depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value, { multiline: true }))
        return { kind: 'forbidden_characters', field: path };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= INPUT_DEPTH_MAX) return { kind: 'too_deep', field: path };
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (hasForbiddenCharacters(key, { multiline: true }))
        return { kind: 'forbidden_characters', field: path };
      pending.push({ value: item, path: itemPath, depth: depth + 1 });
    }
  }
  return undefined;
}
