/** Writes `<file>.br` and `<file>.gz` holding `body`, unless it is too small to gain. */
export function writeCompressedCopies(file: string, body: string | Uint8Array): Promise<void>;
