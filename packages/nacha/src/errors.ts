/**
 * The one error this package throws: invalid input to the writer, or a file the reader cannot trust.
 * `lineNumber` is 1-based and set only by the reader, so a caller can point at the faulty record.
 */
export class NachaError extends Error {
  override readonly name = 'NachaError';
  readonly lineNumber: number | undefined;

  constructor(message: string, lineNumber?: number) {
    super(lineNumber === undefined ? message : `line ${lineNumber}: ${message}`);
    this.lineNumber = lineNumber;
  }
}
