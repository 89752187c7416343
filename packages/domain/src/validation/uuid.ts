// The shape z.uuid() accepts (versions 1–8 with the RFC 9562 variant, and the nil and max ids),
// checked without zod: the web's route guards test a path's id with it on every signed-in screen,
// which must not load zod for that (uuid.test.ts holds the two to the same answers).
const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
