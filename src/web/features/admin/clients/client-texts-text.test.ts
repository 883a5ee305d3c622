import { describe, expect, it } from 'vitest';
import { textsStatusText } from './client-texts-text.ts';

const textable = { number: '+447700900123', notTextable: null, optedOutAt: null };

describe('whether texts reach a client, on their record (issue 27)', () => {
  it('names the number texts go to', () => {
    expect(textsStatusText(textable)).toBe('Texts go to +447700900123.');
  });

  it('says why no texts can go, and that e-mails still do', () => {
    expect(textsStatusText({ number: null, notTextable: 'This is a landline: it cannot take texts.', optedOutAt: null })).toBe(
      'No texts: This is a landline: it cannot take texts. They get e-mails only.',
    );
  });

  it('says when they replied STOP, on the salon’s calendar, and how texts start again', () => {
    // 00:30 on 1 July in London.
    expect(textsStatusText({ ...textable, optedOutAt: '2026-06-30T23:30:00.000Z' })).toBe(
      'Texts stopped: they replied STOP on 1 Jul 2026. They get e-mails only until they reply START.',
    );
  });
});
