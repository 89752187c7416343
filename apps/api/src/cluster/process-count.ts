import { availableParallelism } from 'node:os';
import { StartupError } from '../lifecycle.ts';
import { PROCESSES_MAX } from './arguments.ts';

/**
 * How many API processes to run. PostgreSQL: what was asked; else one per core for `api` (the role
 * that scales), one for `all` (everything in one process, as its name says: the embedded default and
 * small installs). PGlite holds its database inside one process, so a second process cannot open it:
 * asking for more than one there stops the start (docs/decisions.md "API processes").
 */
export function processCount(options: {
  command: 'all' | 'api';
  requested: number | undefined;
  engine: 'pglite' | 'postgres';
  cores?: number;
}): number {
  const { command, requested, engine } = options;
  if (engine === 'pglite') {
    if (requested !== undefined && requested > 1)
      throw new StartupError(
        `--processes ${requested}: the embedded database (PGlite, in DATA_DIR) can be open in one process only. ` +
          'Leave out --processes (or give 1), or set DATABASE_URL to a PostgreSQL database to run several API processes.',
      );
    return 1;
  }
  if (requested !== undefined) return requested;
  return command === 'api' ? Math.min(options.cores ?? availableParallelism(), PROCESSES_MAX) : 1;
}
