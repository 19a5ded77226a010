import type { DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/**
 * Readable pino-pretty lines when a person watches (stdout is a terminal and NODE_ENV is not
 * production); otherwise undefined, so pino writes one JSON object per line for collectors.
 */
export function terminalLogStream(
  env: Record<string, string | undefined> = process.env,
  isTerminal = process.stdout.isTTY === true,
): DestinationStream | undefined {
  if (!isTerminal || env.NODE_ENV === 'production') return undefined;
  return pretty({ translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
}
