import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import escapeHtml from 'escape-html';
import { adminPageAt, type AdminPage } from '../../core/admin-first-requests.ts';
import { pagePreloads } from './page-preloads.ts';

/** Sends the app's page (index.html): for '/' and, through the not-found handler, every client route. */
export type SendPage = (reply: FastifyReply) => Promise<FastifyReply>;

/**
 * The URLs the back-office page at `path` (with its `query`) asks for before it can show anything, for this request
 * (none for a visitor who is not signed in): named in the page for the browser to fetch while the code is still on
 * its way (`<link rel="preload" as="fetch">`, which the page's own fetch of the same URL then takes up).
 */
export type PageData = (request: FastifyRequest, path: string, query: URLSearchParams) => Promise<string[]>;

/**
 * Serves the built React app. Vite's hashed assets never change under their name, so they are cached
 * for a year; index.html is revalidated so a deploy shows at once.
 *
 * index.html is read once, here, and sent from memory: the server routes the files that exist now
 * (`wildcard: false`), so the page it sends must be the one naming them. A build beside a running server
 * (docs/decisions/0021) adds the new build's files and replaces index.html on disk; this server keeps
 * sending the page it started with, whose files the build keeps, until it is restarted. The page is read
 * before the files are listed, and a build renames its index.html into place last, so whichever page this
 * reads, its files are there to be listed.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined, data?: PageData): Promise<SendPage | undefined> {
  if (!distDir || !fs.existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built: serving the API only (run npm run build)');
    return undefined;
  }
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sendPage = pageSender(html, pagePreloads(distDir, html), data);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes each asset's .br and .gz beside it (scripts/build/precompress.ts): sent as they are, where
    // the browser accepts them, instead of compressed again on every request; they are not routes of their own.
    preCompressed: true,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  app.get('/', (_req, reply) => sendPage(reply));
  return sendPage;
}

/**
 * Always revalidated; its ETag lets the browser's check end in a 304 while the server runs this build. A back-office
 * page gets the links of its code (page-preloads.ts) at the end of the head and, for a request `data` names any for,
 * the links of its first data too (different each day and for each role: its ETag is its own and it varies by cookie).
 */
function pageSender(html: string, preloads: Map<AdminPage, string>, data: PageData | undefined): SendPage {
  const withLinks = (links: string[]) => html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  const page = withEtag(html);
  const pages = new Map([...preloads].map(([at, links]) => [at, { links, ...withEtag(withLinks([links])) }]));
  return async (reply) => {
    const [pathname = '/', query = ''] = reply.request.url.split('?');
    const at = pathname.replace(/(.)\/+$/, '$1');
    const adminPage = adminPageAt(at)?.page;
    const code = adminPage && pages.get(adminPage);
    let { body, etag } = code || page;
    if (adminPage && data) {
      reply.header('vary', 'cookie');
      const fetches = (await data(reply.request, at, new URLSearchParams(query))).map(
        (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}">`,
      );
      if (fetches.length > 0) ({ body, etag } = withEtag(withLinks([...fetches, ...(code ? [code.links] : [])])));
    }
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (reply.request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };
}

const withEtag = (body: string) => ({ body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` });

/** Hashed assets are immutable; the rest (images) for an hour. */
function cacheControlFor(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
