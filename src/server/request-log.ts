import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isColorSupported, prettyFactory } from 'pino-pretty';
import type { AppConfig, LogFormat } from './config.ts';
import { serializeError, serializeRequest } from './log-redaction.ts';

/** Where log lines go: standard output by default, or a test's stream. */
export interface LogStream {
  write(line: string): void;
}

/** A request record's own fields, as the `req` and `res` serializers wrote them. */
interface RequestRecord {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** `GET /api/services 200 3 ms`: the request's line, its URL already redacted; any other record keeps its message. */
function messageOf(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestRecord;
  if (!req || !res) return String(log[messageKey] ?? '');
  return `${req.method} ${req.url} ${res.statusCode} ${Math.round(responseTime ?? 0)} ms`;
}

/**
 * pino-pretty's formatter as a synchronous stream in this thread (not a transport's worker): the lines keep their
 * order with the plain lines main.ts prints (the demo account, the first-run code), and none is lost at exit.
 */
function prettyStream(out: LogStream, colorize: boolean): LogStream {
  const pretty = prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    singleLine: true,
    messageFormat: messageOf,
  });
  return { write: (line) => out.write(pretty(line)) };
}

/**
 * Fastify's logger (docs/decisions/0022): secrets and personal data in URLs redacted, headers that carry
 * credentials left out; JSON lines for a log collector, or readable ones for a person (the demo).
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'> & { logFormat?: LogFormat }, stream?: LogStream) {
  const pretty = config.logFormat === 'pretty';
  const out = pretty ? prettyStream(stream ?? process.stdout, !stream && isColorSupported) : stream;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest, err: serializeError },
    ...(out ? { stream: out } : {}),
  };
}

/**
 * Fastify logs a request twice, as it comes and as it ends (its `LogController`); readable lines say it once, when it
 * ends, with the request's method and redacted URL beside the status and time.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The demo's controller of Fastify's own request lines; a live salon's JSON keeps Fastify's. */
export const requestLogController = (logFormat: LogFormat | undefined): LogController | undefined =>
  logFormat === 'pretty' ? new OneLinePerRequest() : undefined;
