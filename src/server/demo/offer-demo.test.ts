/** The demo data agrees with itself: an offer awaiting a decision comes with its document (issue 15). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, DEMO_PASSWORD } from './demo-seed.ts';
import { openFileStore } from '../lib/files/index.ts';
import { client } from '../test/client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { seedDemoOfferDocuments } from './offer-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo offers', () => {
  it('the offer awaiting its decision has a document the participant downloads, and may be accepted', async () => {
    await seedDemoData(t.db);
    const store = openFileStore(t.config.FILES_DIR);
    await seedDemoOfferDocuments(t.db, store);
    await seedDemoOfferDocuments(t.db, store); // once only
    const c = client(t.app);
    expect((await c.post('/login', { email: 'offer@example.com', password: DEMO_PASSWORD })).statusCode).toBe(
      200,
    );
    const stages = (await c.get('/api/screening/vacancy/stages')).data.data as {
      type: string;
      status: string;
      info?: { offer_file: { id: number; name: string } | null };
    }[];
    const offer = stages.find((s) => s.type === 'OFFER')!;
    expect(offer).toMatchObject({ status: 'awaiting', info: { offer_file: { name: 'Оффер.pdf' } } });
    const file = await c.get(`/api/file/${offer.info!.offer_file!.id}`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await c.put('/api/screening/stage/offer/decision', { accept: true })).statusCode).toBe(200);
  });
});
