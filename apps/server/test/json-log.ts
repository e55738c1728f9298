import pino from 'pino';

/** One log line as an operator reads it: pino's level (40 warn, 50 error), the message and its fields. */
export type LogRecord<Fields extends object = Record<string, unknown>> = Fields & { level: number; msg: string };

/** A real pino logger writing JSON lines to memory, as the server logs in production. */
export function jsonLog<Fields extends object = Record<string, unknown>>() {
  let out = '';
  const log = pino({ base: null }, { write: (chunk: string) => void (out += chunk) });
  const lines = () => out.split('\n').filter(Boolean);
  return { log, lines, records: () => lines().map((l) => JSON.parse(l) as LogRecord<Fields>) };
}
