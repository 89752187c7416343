// A part of a locale catalogue (catalog-groups.ts), as the build's catalogGroupPlugin serves it.
declare module '*.json?catalog-group=first' {
  const part: Record<string, unknown>;
  export default part;
}
