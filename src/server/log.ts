/** Structured logs: one JSON object per line on stdout, for any log collector. */
export type LogFields = Record<string, string | number | boolean | undefined>;

const quiet = process.env.LOG_LEVEL === 'silent';

/** Whether info lines are written: a caller on a hot path builds its fields only then. */
export const logsInfo = !quiet;

export function logLine(level: 'info' | 'warn' | 'error', msg: string, fields: LogFields): void {
  if (quiet && level === 'info') return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}

/** An error as one log field: its class and message, or whatever was thrown as text. */
export function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
