/**
 * Named pauses for crash tests, set with CAUSEWAY_FAILPOINTS="name=milliseconds,…". Unset (always,
 * outside tests) they cost one map lookup. A test pauses a request at a point, then kills the process.
 */
const pauses = new Map(
  (process.env.CAUSEWAY_FAILPOINTS ?? '')
    .split(',')
    .map((pair) => pair.split('='))
    .filter((pair): pair is [string, string] => pair.length === 2 && Number(pair[1]) > 0)
    .map(([name, milliseconds]) => [name.trim(), Number(milliseconds)] as const),
);

export async function failpoint(name: 'money.beforeCommit'): Promise<void> {
  const milliseconds = pauses.get(name);
  if (milliseconds) await new Promise((resolve) => setTimeout(resolve, milliseconds));
}
