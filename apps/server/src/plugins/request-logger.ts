/**
 * Each request's logger (`request.log`), carrying the request id. Fastify asks for one per
 * request; pino builds a child with serialized bindings for it, which cost more than the rest of
 * a signed-in GET's own work. At the default levels most requests write nothing, so the child is
 * built only when a line at an enabled level is written; a line at a disabled level is dropped
 * just as pino drops it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogArguments = Parameters<FastifyBaseLogger['info']>;

/** Fastify's logger is pino, which also answers whether a level is written. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class DeferredChildLogger implements FastifyBaseLogger {
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: ParentLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.child().level = level;
  }

  /** The real child; with bindings, a grandchild of it. */
  child(bindings?: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings);
    return bindings ? this.#child.child(bindings, options) : this.#child;
  }

  #write(level: Level, args: LogArguments) {
    if (!this.#child && !this.#parent.isLevelEnabled(level)) return;
    (this.child()[level] as (...line: LogArguments) => void)(...args);
  }

  fatal(...args: LogArguments) {
    this.#write('fatal', args);
  }
  error(...args: LogArguments) {
    this.#write('error', args);
  }
  warn(...args: LogArguments) {
    this.#write('warn', args);
  }
  info(...args: LogArguments) {
    this.#write('info', args);
  }
  debug(...args: LogArguments) {
    this.#write('debug', args);
  }
  trace(...args: LogArguments) {
    this.#write('trace', args);
  }
  silent(..._args: LogArguments) {}
}

/** Fastify's `childLoggerFactory`: a route with its own level or serializers gets pino's child at once. */
export function createRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new DeferredChildLogger(logger as ParentLogger, bindings);
}
