import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A response body serialized once, with its ETag (a strong validator: the SHA-1 of those bytes). */
export interface Tagged {
  json: string;
  etag: string;
}

/** Checks the body against the route's response schema and serializes it, as the route's serializer would. */
function tagged<T>(schema: z.ZodType<T>, body: T): Tagged {
  const json = JSON.stringify(schema.parse(body));
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

const taggedBodies = new WeakMap<z.ZodType, WeakMap<object, Tagged>>();

/**
 * A body's serialization and ETag, made once per body object: the services hand out the same object for as long as
 * its data is unchanged (the catalogue's answers are kept per catalogue version, docs/decisions/0015), so the work
 * is done once per change, not per request.
 */
export function taggedOnce<T extends object>(schema: z.ZodType<T>, body: T): Tagged {
  let bodies = taggedBodies.get(schema);
  if (!bodies) taggedBodies.set(schema, (bodies = new WeakMap()));
  let result = bodies.get(body);
  if (!result) bodies.set(body, (result = tagged(schema, body)));
  return result;
}

/** RFC 9110 §13.1.2: If-None-Match is `*` or a list of tags, compared weakly (a `W/` prefix does not matter). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === etag);
}

/**
 * Answers with the body and its ETag, or with 304 and no body when the client already holds that version.
 * `no-cache` lets browsers keep the copy but ask each time, so a change is never missed.
 */
export function sendTagged(req: FastifyRequest, reply: FastifyReply, { json, etag }: Tagged): FastifyReply {
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (ifNoneMatchHits(req.headers['if-none-match'], etag)) return reply.code(304).send();
  return sendSerialized(reply, json);
}

/** A string with a JSON content type is sent as it is: the caller serialized it, checked against the route's schema. */
export const sendSerialized = (reply: FastifyReply, json: string): FastifyReply => reply.type('application/json; charset=utf-8').send(json);
