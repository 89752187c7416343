import { parseArgs } from 'node:util';

export const COMMANDS = ['all', 'api', 'worker', 'migrate', 'seed'] as const;
export type Command = (typeof COMMANDS)[number];

/** The commands that serve HTTP, and so may run as several processes sharing one port. */
const SERVING_COMMANDS: readonly Command[] = ['all', 'api'];

/**
 * An upper bound that no real machine's core count reaches in this deployment's range, so a typo
 * (`--processes 1000`) is refused instead of forking a thousand processes, each with its own pool
 * of PostgreSQL connections.
 */
export const PROCESSES_MAX = 64;

export const USAGE = [
  `usage: causeway <${COMMANDS.join('|')}> [--processes N]`,
  `  --processes N  API processes sharing the port (api and all only; 1 to ${PROCESSES_MAX};`,
  '                 default: `api` on PostgreSQL one per core, otherwise 1)',
].join('\n');

/** A command line that cannot be understood; printed with USAGE, exit code 2. */
export class UsageError extends Error {}

export type Arguments = {
  command: Command;
  /** Undefined when not given: the default depends on the database engine (processCount). */
  processes: number | undefined;
};

/** `causeway [command] [--processes N | --processes=N]`; the command defaults to `all`. */
export function parseArguments(argv: readonly string[]): Arguments {
  let parsed: ReturnType<typeof parseCommandLine>;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    throw new UsageError(readableParseError(error as NodeJS.ErrnoException));
  }
  const [commandArgument, ...extra] = parsed.positionals;
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
  const command = (commandArgument ?? 'all') as Command;
  if (!COMMANDS.includes(command)) throw new UsageError(`unknown command "${commandArgument}"`);
  const { processes } = parsed.values;
  if (processes === undefined) return { command, processes: undefined };
  if (!SERVING_COMMANDS.includes(command))
    throw new UsageError(
      `--processes applies to \`causeway api\` and \`causeway all\`, not to \`${command}\``,
    );
  return { command, processes: processCountOf(processes) };
}

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: { processes: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
}

/** node:util's messages name its own syntax; these name what to type. */
function readableParseError(error: NodeJS.ErrnoException): string {
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return `--processes needs a whole number from 1 to ${PROCESSES_MAX}, e.g. --processes 4`;
  const option = /'(-[^' ]*)/.exec(error.message)?.[1];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option "${option}"`;
  return error.message;
}

function processCountOf(text: string): number {
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < 1 || count > PROCESSES_MAX)
    throw new UsageError(`--processes must be a whole number from 1 to ${PROCESSES_MAX}, not "${text}"`);
  return count;
}
