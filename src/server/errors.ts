/**
 * The one error type of the API (docs/architecture.md, Errors). Services throw it; the error handler turns
 * it into `{ error, code, details? }` with its status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly details?: unknown,
  ) {
    // A refusal (4xx) is an answer, not a fault: nobody reads its stack, and capturing one was the largest
    // single cost of a refused booking attempt. Server errors keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
  }

  static notFound(what: string): AppError {
    return new AppError('NOT_FOUND', `${what} not found`, 404);
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError('BAD_REQUEST', message, 400, details);
  }

  static conflict(code: string, message: string): AppError {
    return new AppError(code, message, 409);
  }
}
