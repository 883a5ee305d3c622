import { apiGetPath, type ApiGet, type QueryValue } from '../../core/api-get.ts';
import { config } from '../config.ts';

/** A failed API call. `message` follows spec §8: the server's `error`, else the client's message, else 'Unknown error'. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly details: unknown;

  constructor(message: string, status: number, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Failures of the connection, not of the server: the request may never have arrived. */
export const CONNECTION_CODES = ['OFFLINE', 'NETWORK', 'TIMEOUT'] as const;
export const isConnectionError = (error: unknown): boolean =>
  error instanceof ApiError && (CONNECTION_CODES as readonly string[]).includes(error.code ?? '');

const OFFLINE_MESSAGE = 'You are offline. Please check your connection and try again.';
const CONNECTION_LOST_MESSAGE = 'The connection was lost. Please check your connection and try again.';

/** The text to show for any thrown value (spec §8); some screens name their own fallback. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server's message per field (`details.fields` of a 400 or 409), when it named any. */
export const fieldErrorsOf = (error: unknown): Record<string, string> | undefined =>
  error instanceof ApiError ? (error.details as { fields?: Record<string, string> } | undefined)?.fields : undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** TanStack Query's signal, so a superseded request is cancelled. */
  signal?: AbortSignal;
}

/** The URL of a GET, written as the server writes the preloads it names in a page (core/api-get.ts). */
export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  return `${config.apiBaseUrl}${apiGetPath({ path, query })}`;
}

/** JSON over fetch with the spec's 15-second timeout (§7, §9) and error rule (§8). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { data } = await apiRequestWithHeaders<T>(path, options);
  return data;
}

/** As `apiRequest`, with the response headers too (a list's `X-Total-Count`). */
export async function apiRequestWithHeaders<T>(path: string, options: ApiRequestOptions = {}): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', query, body, signal } = options;
  // The browser knows it is offline: say so now rather than after the 15-second timeout (issue 15).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(OFFLINE_MESSAGE, 0, 'OFFLINE');
  const controller = new AbortController();
  let timedOut = false;
  let wentOffline = false;
  const onOffline = () => {
    wentOffline = true;
    controller.abort();
  };
  window.addEventListener('offline', onOffline, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.apiTimeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    // A FormData body (an image upload) sets its own multipart content type, boundary included.
    const multipart = body instanceof FormData;
    const response = await fetch(apiUrl(path, query), {
      method,
      headers:
        body === undefined || multipart
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const payload: unknown = response.status === 204 ? undefined : await readJson(response);
    if (!response.ok) throw toApiError(response, payload);
    return { data: payload as T, headers: response.headers };
  } catch (error) {
    if (timedOut) throw new ApiError('The request timed out. Please try again.', 0, 'TIMEOUT');
    if (wentOffline) throw new ApiError(OFFLINE_MESSAGE, 0, 'OFFLINE');
    // A cancelled request is not a failure: let TanStack Query see the abort as it is.
    if (signal?.aborted || error instanceof ApiError) throw error;
    // fetch's own words ('Failed to fetch') tell a customer nothing they can act on.
    throw new ApiError(CONNECTION_LOST_MESSAGE, 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
    window.removeEventListener('offline', onOffline);
  }
}

/** A GET built in core (core/admin-requests.ts), whose URL the server may have named in the page already. */
export const apiGet = <T>({ path, query }: ApiGet, signal: AbortSignal): Promise<T> => apiRequest<T>(path, { query, signal });
export const apiGetWithHeaders = <T>({ path, query }: ApiGet, signal: AbortSignal) => apiRequestWithHeaders<T>(path, { query, signal });

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(response: Response, payload: unknown): ApiError {
  const body = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
  const serverMessage = typeof body.error === 'string' ? body.error : undefined;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const fallback = `Request failed with status ${response.status}`;
  return new ApiError(serverMessage || fallback, response.status, code, body.details);
}
