/** The demo's calendar (decision 070): its meetings were sent, and the demo recruiter's feed lists theirs. */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { candidates, meetingInvitations, outbox, users } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_PASSWORD, seedDemoData } from '../../demo/demo-seed.ts';
import { seedDemoCalendar } from './calendar-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoData(t.db)).toBe(true);
  await seedDemoCalendar(t.app.deps);
});
afterAll(() => t.close());

it('the demo recruiter has a feed that lists the assessment of assessment@example.com; its invitation is in the outbox', async () => {
  const [asya] = await t.db
    .select({ id: candidates.id })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .where(eq(users.email, 'assessment@example.com'));
  const [meeting] = await t.db
    .select()
    .from(meetingInvitations)
    .where(and(eq(meetingInvitations.candidateId, asya!.id), isNull(meetingInvitations.cancelledAt)));
  expect(meeting).toMatchObject({ n: 4, sequence: 0 });
  const sent = await t.db.select().from(outbox).where(eq(outbox.recipient, 'assessment@example.com'));
  expect(sent.some((m) => m.attachments[0]?.content.includes(`UID:${meeting!.uid}`))).toBe(true);

  const c = client(t.app, { ip: '10.60.0.1' });
  await c.post('/login', { email: 'recruiter@example.com', password: DEMO_PASSWORD });
  const { url } = (await c.get('/api/dashboard/calendar-feed')).data.data;
  expect(url).toMatch(/\/api\/calendar-feed\//);
  const feed = await client(t.app).get(new URL(url).pathname);
  expect(feed.statusCode).toBe(200);
  expect(feed.body).toContain(`UID:${meeting!.uid}`);
});
