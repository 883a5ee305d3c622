import { describe, expect, it } from 'vitest';
import { givenBeautician } from '../../../../tests/builders/catalog.builder.ts';
import { signInAsStaff } from '../../../../tests/support/staff-session.ts';
import { engines } from '../../../../tests/support/test-database.ts';
import { salonAppForSuite } from '../../../../tests/support/salon-app.ts';

const NOW = new Date('2026-11-23T08:00:00Z');
const ALICE = { name: 'Alice', email: 'alice@home.example', phone: '07700 900101' };
const BEA = { name: 'Bea', email: 'bea@home.example', phone: '07700 900202' };
const CARA = { name: 'Cara', email: 'cara@home.example', phone: '07700 900303', active: false };
const DEE = { name: 'Dee', email: 'dee@home.example', phone: '07700 900404', active: false };

interface Listed {
  _id: string;
  name: string;
  email?: string;
  phone?: string;
}

/**
 * Issue 23: a stylist read every colleague's e-mail and phone, and the inactive beauticians, from the catalogue's
 * GETs. Decision 0029 gives the staff catalogue to owners and reception; a stylist sees what customers see, plus
 * their own record in full.
 */
describe.each(engines)('the beauticians each role reads (%s)', (engine) => {
  const s = salonAppForSuite(engine, NOW, {
    given: async (t) => {
      const ids = {
        alice: await givenBeautician(t.db, ALICE),
        bea: await givenBeautician(t.db, BEA),
        cara: await givenBeautician(t.db, CARA),
        dee: await givenBeautician(t.db, DEE),
      };
      const cookies: Record<string, string | undefined> = {
        owner: await signInAsStaff(t.app, t.db),
        reception: await signInAsStaff(t.app, t.db, { role: 'reception' }),
        stylist: await signInAsStaff(t.app, t.db, { role: 'stylist', beauticianId: ids.alice }),
        // A stylist whose own beautician was made inactive (away for a while) still reads their own record.
        awayStylist: await signInAsStaff(t.app, t.db, { role: 'stylist', beauticianId: ids.dee }),
      };
      return { ids, cookies };
    },
    signIn: false,
  });

  const get = (url: string, who: string) => s.as(s.cookies[who]).get(url);
  /** Each listed beautician by name, with the contact details the answer carried ('-' for none). */
  const list = async (who: string, query = '') => {
    const res = await get(`/api/beauticians${query}`, who);
    expect(res.statusCode).toBe(200);
    return res.json<Listed[]>().map((b) => `${b.name} ${b.email ?? '-'} ${b.phone ?? '-'}`);
  };
  const everyoneInFull = [ALICE, BEA, CARA, DEE].map((b) => `${b.name} ${b.email} ${b.phone}`);

  it.each(['', '?include=inactive'])('lists every beautician in full to owners and reception (%s)', async (query) => {
    expect(await list('owner', query)).toEqual(everyoneInFull);
    expect(await list('reception', query)).toEqual(everyoneInFull);
  });

  it.each(['', '?include=inactive'])('lists to a stylist what customers see, and their own record in full (%s)', async (query) => {
    expect(await list('public', query)).toEqual(['Alice - -', 'Bea - -']);
    expect(await list('stylist', query)).toEqual([`Alice ${ALICE.email} ${ALICE.phone}`, 'Bea - -']);
    expect(await list('awayStylist', query)).toEqual(['Alice - -', 'Bea - -', `Dee ${DEE.email} ${DEE.phone}`]);
  });

  it('shows a stylist a colleague as customers see them, an inactive colleague not at all, and themselves in full', async () => {
    const bea = await get(`/api/beauticians/${s.ids.bea}`, 'stylist');
    expect(bea.statusCode).toBe(200);
    expect(bea.json()).not.toHaveProperty('email');
    expect(bea.body).not.toContain(BEA.phone);
    for (const who of ['stylist', 'public']) {
      const cara = await get(`/api/beauticians/${s.ids.cara}`, who);
      expect([cara.statusCode, cara.json().error]).toEqual([404, 'Beautician not found']);
    }
    expect((await get(`/api/beauticians/${s.ids.alice}`, 'stylist')).json()).toMatchObject(ALICE);
    expect((await get(`/api/beauticians/${s.ids.dee}`, 'awayStylist')).json()).toMatchObject({ ...DEE, active: false });
  });

  it('shows owners and reception an inactive colleague in full', async () => {
    for (const who of ['owner', 'reception']) expect((await get(`/api/beauticians/${s.ids.cara}`, who)).json()).toMatchObject(CARA);
  });
});
