import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { client } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/messages', () => {
  it('401 signed out', async () => {
    expect((await client(t.app).get('/api/messages')).statusCode).toBe(401);
  });

  it('422 for a bad page', async () => {
    const { c } = await signedInClient(t.app, t.db, 'recruiter');
    const res = await c.get('/api/messages?page=0');
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.page).toHaveLength(1);
  });

  it('only the caller’s own messages, newest first, with the unread count, for every role', async () => {
    for (const role of ['participant', 'recruiter', 'manager', 'admin'] as const) {
      const me = await signedInClient(t.app, t.db, role);
      const other = await signedInClient(t.app, t.db, 'participant');
      await t.db.insert(messages).values([
        { userId: me.user.id, title: 'Старое', isRead: true, createdAt: new Date('2026-01-01T10:00:00Z') },
        { userId: me.user.id, title: 'Новое', createdAt: new Date('2026-01-02T10:00:00Z') },
        { userId: other.user.id, title: 'Чужое' },
      ]);
      const res = await me.c.get('/api/messages?per_page=1');
      expect(res.statusCode).toBe(200);
      expect(res.data.data.map((m: { title: string }) => m.title)).toEqual(['Новое']);
      expect(res.data.meta).toEqual({ page: 1, per_page: 1, total: 2, unread: 1 });
      const page2 = await me.c.get('/api/messages?per_page=1&page=2');
      expect(page2.data.data[0]).toMatchObject({ title: 'Старое', is_read: true });
    }
  });
});
