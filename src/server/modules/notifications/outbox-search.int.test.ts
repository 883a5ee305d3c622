import { describe, expect, it } from 'vitest';
import type { OutboxList } from '../../../core/schemas/notifications.schema.ts';
import { bookThroughApi } from '../../../../tests/support/book-through-api.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';
import { engines } from '../../../../tests/support/test-database.ts';

// Issue 40: the Outbox said a text went to '+447400123456' and nothing else, and could not be searched. Each message now
// names the client of its visit, and `q` finds a client's messages by name, e-mail or phone however it is typed.
// Monday 23 Nov 2026, 08:00 in London; the salon texts confirmations (stored: no provider).
const NOW = new Date('2026-11-23T08:00:00Z');
const IVY = { name: 'Ivy Outboxsearch', email: 'ivy.outbox@example.co.uk', phone: '07400 123456', notes: '' };
const JO = { name: 'Jo Elsewhere', email: 'jo.elsewhere@example.co.uk', phone: '07400 654321', notes: '' };

describe.each(engines)('searching the Outbox (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW);
  const search = async (q: string) => {
    const list = await s.staff.read<OutboxList>(`/api/outbox?pageSize=100&q=${encodeURIComponent(q)}`);
    return { total: list.total, messages: list.messages.map((m) => [m.clientName, m.channel, m.to]) };
  };

  it('names the client of each message, and finds their e-mails and texts by name, e-mail or phone', async () => {
    expect((await s.staff.patch('/api/settings', { textsEnabled: true })).statusCode).toBe(200);
    const start = (hour: number) => `2026-11-25T${hour}:00:00.000Z`;
    await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: start(10), client: IVY });
    await bookThroughApi(s.app, { serviceId: s.cut, beauticianId: s.alice, startISO: start(12), client: JO });

    // Hers, and her beautician's copy of the booking, about her too.
    const ivys = {
      total: 3,
      messages: expect.arrayContaining([
        ['Ivy Outboxsearch', 'email', IVY.email],
        ['Ivy Outboxsearch', 'sms', '+447400123456'],
      ]),
    };
    for (const q of ['outboxsearch', 'IVY.OUTBOX@', '07400 123456', '+44 7400 123456', '123456']) expect(await search(q), q).toEqual(ivys);
    expect(await search('nobody-at-all')).toEqual({ total: 0, messages: [] });
    // A search with LIKE's own characters finds them as typed, not as wildcards.
    expect((await search('%')).total).toBe(0);
    // Without a search, everything.
    const all = await s.staff.read<OutboxList>('/api/outbox?pageSize=100');
    const texted = all.messages.filter((m) => m.channel === 'sms').map((m) => m.clientName);
    expect(texted.sort()).toEqual(['Ivy Outboxsearch', 'Jo Elsewhere']);
    expect((await s.staff.read<{ clientName: string | null }>(`/api/outbox/${all.messages[0]!._id}`)).clientName).not.toBeNull();
  });
});
