/**
 * Demo learning materials (docs/product.md «Demo data»): videos, podcasts and articles for several stages
 * and a few general ones. The videos reuse the feed's short demo WebM (posts/demo-assets). Runs after
 * the main demo seed, once: nothing is added when materials exist.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { asc, eq, sql } from 'drizzle-orm';
import type { MaterialKind } from '#shared/contracts/materials.ts';
import type { Db } from '../../db/client.ts';
import { materials, users } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { saveUpload, type FileStore } from '../../lib/files/index.ts';

const DAY = 86_400_000;
const VIDEO = new URL('../posts/demo-assets/one-day.webm', import.meta.url);

type DemoMaterial = {
  kind: MaterialKind;
  title: string;
  text: string;
  stages: number[];
  video?: string;
  link?: string;
};

export const DEMO_MATERIALS: DemoMaterial[] = [
  {
    kind: 'video',
    title: 'Как заполнить анкету и не забыть главное',
    stages: [1],
    video: 'Анкета за пять минут.webm',
    text: 'Короткое видео о том, как ответить на вопросы анкеты: **конкретно**, с примерами из учёбы и подработки.\n\n- Пишите о результатах, а не об обязанностях.\n- Проверьте почту и телефон: по ним мы сообщаем о следующих шагах.',
  },
  {
    kind: 'article',
    title: 'Резюме стажёра: пять правил',
    stages: [1],
    text: '## Пять правил\n\n1. Одна страница, PDF.\n2. Сначала образование, затем проекты и опыт.\n3. Цифры: «организовал конференцию на 300 участников».\n4. Навыки — только те, что готовы показать.\n5. Контакты в шапке.\n\nРезюме можно приложить файлом или ссылкой на hh.ru.',
  },
  {
    kind: 'video',
    title: 'Видеорезюме: свет, звук и одна минута',
    stages: [2],
    video: 'Видеорезюме — советы.webm',
    text: 'Сядьте лицом к окну, проверьте микрофон и отвечайте на вопрос за минуту. Записать ответ можно прямо в браузере телефона.',
  },
  {
    kind: 'podcast',
    title: 'Подкаст: как не волноваться перед тестом',
    stages: [3],
    link: 'https://example.com/podcasts/jti-test',
    text: 'Выпуск с психологом программы: как распределить время, что делать, если вопрос не получается, и почему стоит выспаться.',
  },
  {
    kind: 'video',
    title: 'Как устроен онлайн-тест',
    stages: [3],
    video: 'Онлайн-тест за две минуты.webm',
    text: 'Показываем экран теста: таймер, переход между вопросами и кнопку «Завершить». Ответы сохраняются сразу, даже если пропадёт связь.',
  },
  {
    kind: 'article',
    title: 'Онлайн-тест: что проверяем и как готовиться',
    stages: [3],
    text: 'Тест проверяет логику, работу с числами и знание направления. Время ограничено, ответы сохраняются сразу.\n\n> Совет: решите пару задач на логику накануне, чтобы войти в ритм.',
  },
  {
    kind: 'article',
    title: 'Ассессмент: как работать в группе',
    stages: [4],
    text: 'На ассессменте важен не только результат кейса, но и то, как вы слышите других, предлагаете идеи и распределяете время.',
  },
  {
    kind: 'video',
    title: 'Интервью: вопросы, которые стоит задать',
    stages: [5, 6],
    video: 'Вопросы на интервью.webm',
    text: 'Интервью — разговор в обе стороны. Спросите о задачах на первые три месяца, о команде и о том, как оценивают стажёров.',
  },
  {
    kind: 'article',
    title: 'Оффер и первый день стажировки',
    stages: [7, 8],
    text: 'Что есть в оффере, сколько времени на решение и что взять с собой в первый день: паспорт, СНИЛС, хорошее настроение.',
  },
  {
    kind: 'article',
    title: 'О программе стажировок JTI',
    stages: [],
    text: 'Оплачиваемая стажировка от 20 часов в неделю в одном из восьми направлений. Весь отбор — в личном кабинете, о каждом шаге мы пишем в уведомлениях.',
  },
  {
    kind: 'podcast',
    title: 'Подкаст: истории стажёров',
    stages: [],
    link: 'https://example.com/podcasts/jti-interns',
    text: 'Бывшие стажёры рассказывают, как прошли отбор и чем занимались в первые месяцы.',
  },
];

/** Seeds the demo materials unless there are materials already. */
export async function seedDemoMaterials(db: Db, store: FileStore): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(materials);
  if (Number(existing?.n) > 0) return;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  const authorId = admin?.id ?? null;
  const video = fs.existsSync(VIDEO) ? fs.readFileSync(VIDEO) : null;
  const at = now().getTime();
  for (const [i, m] of DEMO_MATERIALS.entries()) {
    let mediaFileId: number | null = null;
    if (m.video && video) {
      const saved = await saveUpload(db, store, {
        ownerUserId: authorId,
        kind: 'video',
        name: m.video,
        stream: Readable.from([video]),
      });
      if (!saved.ok) throw new Error(`demo ${m.video}: ${saved.message}`);
      mediaFileId = saved.file.id;
    }
    // A material without its video (the asset missing) still reads: its text stays.
    const link = m.link ?? (m.video && !mediaFileId ? 'https://example.com/videos/jti' : '');
    const created = new Date(at - (DEMO_MATERIALS.length - i) * DAY);
    await db.insert(materials).values({
      kind: m.kind,
      title: m.title,
      text: m.text,
      stages: m.stages,
      link,
      mediaFileId,
      authorId,
      createdAt: created,
      updatedAt: created,
    });
  }
}
