import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const page = (text: string) => lazyPage(async () => ({ Component: () => createElement('h1', null, text) }));
const drawn = (Page: ReturnType<typeof page>) => renderToString(createElement(Suspense, { fallback: 'Loading...' }, createElement(Page)));

describe('a page whose code comes in its own chunk', () => {
  it('says it is loading while its code has not arrived', () => {
    const html = drawn(page('Services'));
    expect(html).toContain('Loading...');
    expect(html).not.toContain('<h1>');
  });

  // React holds back a Suspense's reveal until 300 ms after its fallback showed: an opening page drawn through
  // 'Loading...' waited that long for code it already had (issue 23).
  it('is drawn at once, without Loading..., once its preloaded code has arrived', async () => {
    const Services = page('Services');
    await Services.preload();
    const html = drawn(Services);
    expect(html).toContain('<h1>Services</h1>');
    expect(html).not.toContain('Loading...');
  });
});
