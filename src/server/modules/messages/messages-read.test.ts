import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const readFlags = async (userId: number) =>
  (await t.db.select().from(messages).where(eq(messages.userId, userId)))
    .map((m) => [m.title, m.isRead])
    .sort();

describe('PUT /api/messages/{id}/read and /api/messages/all/read', () => {
  it('401 signed out; 422 for a bad id; 404 for someone else’s message or none, which stays unread', async () => {
    expect((await client(t.app).put('/api/messages/1/read')).statusCode).toBe(401);
    expect((await client(t.app).put('/api/messages/all/read')).statusCode).toBe(401);
    const me = await signedInClient(t.app, t.db, 'participant');
    const other = await signedInClient(t.app, t.db, 'participant');
    const [theirs] = await t.db
      .insert(messages)
      .values({ userId: other.user.id, title: 'Чужое' })
      .returning();
    expect((await me.c.put('/api/messages/abc/read')).statusCode).toBe(422);
    expect((await me.c.put(`/api/messages/${theirs!.id}/read`)).statusCode).toBe(404);
    expect((await me.c.put('/api/messages/2000000000/read')).statusCode).toBe(404);
    expect(await readFlags(other.user.id)).toEqual([['Чужое', false]]);
  });

  it('marks one own message read (again is fine), then all; the unread count follows; others’ messages untouched', async () => {
    for (const role of ['participant', 'recruiter', 'manager', 'admin'] as const) {
      const me = await signedInClient(t.app, t.db, role);
      const other = await signedInClient(t.app, t.db, 'participant');
      const [one] = await t.db
        .insert(messages)
        .values([
          { userId: me.user.id, title: 'Первое' },
          { userId: me.user.id, title: 'Второе' },
          { userId: me.user.id, title: 'Третье' },
        ])
        .returning();
      await t.db.insert(messages).values({ userId: other.user.id, title: 'Чужое' });
      const res = await me.c.put(`/api/messages/${one!.id}/read`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.message).toBe('Уведомление прочитано');
      expect((await me.c.put(`/api/messages/${one!.id}/read`)).statusCode).toBe(200);
      expect((await me.c.get('/api/messages')).data.meta.unread).toBe(2);
      const all = await me.c.put('/api/messages/all/read');
      expect(all.statusCode).toBe(200);
      expect(all.data.message).toBe('Все уведомления прочитаны');
      expect((await me.c.get('/api/messages')).data.meta.unread).toBe(0);
      expect(await readFlags(other.user.id)).toEqual([['Чужое', false]]);
    }
  });
});
