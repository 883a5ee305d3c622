import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Headers = Record<string, string>;
type Answer = Promise<LightMyRequestResponse>;

/** Requests made with a staff session's cookie (none: as the public), through `inject()`. */
export interface StaffRequests {
  /** any request; the payload is left out when undefined, and `headers` add to (or replace) the cookie */
  call(method: Method, url: string, payload?: InjectOptions['payload'], headers?: Headers): Answer;
  get(url: string, headers?: Headers): Answer;
  /** sends `{}` when no payload is given, as a form with nothing to say does */
  post(url: string, payload?: InjectOptions['payload'], headers?: Headers): Answer;
  patch(url: string, payload: InjectOptions['payload'], headers?: Headers): Answer;
  delete(url: string, headers?: Headers): Answer;
  /** a GET that must answer 200 (its body is the failure's message): the JSON it answered, or the text (a CSV) */
  read<T>(url: string): Promise<T>;
}

/**
 * The one signed-in request helper of the API tests. The app and the cookie are read at call time, so a suite's,
 * filled in by its beforeAll, can be named while the tests are collected.
 */
export function staffRequests(app: () => FastifyInstance, cookie: () => string | undefined): StaffRequests {
  const call: StaffRequests['call'] = (method, url, payload, headers = {}) => {
    const session = cookie();
    return app().inject({
      method,
      url,
      headers: { ...(session === undefined ? {} : { cookie: session }), ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  };
  return {
    call,
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, payload = {}, headers) => call('POST', url, payload, headers),
    patch: (url, payload, headers) => call('PATCH', url, payload, headers),
    delete: (url, headers) => call('DELETE', url, undefined, headers),
    async read<T>(url: string): Promise<T> {
      const res = await call('GET', url);
      expect(res.statusCode, res.body).toBe(200);
      return String(res.headers['content-type']).startsWith('application/json') ? res.json<T>() : (res.body as T);
    },
  };
}
