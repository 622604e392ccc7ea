/**
 * The demo participant's chat with the demo recruiter (`npm start` demo data): a short exchange,
 * all read, so the card and /notifications show a living thread.
 */
import type { Tx } from '../../db/client.ts';
import { chatMessages, chatThreads, messages } from '../../db/schema.ts';
import { ru } from '#shared/i18n/ru.ts';
import { PARTICIPANT_CHAT_LINK } from '#shared/domain/chat.ts';

const HOUR = 3_600_000;

export async function seedDemoChat(
  tx: Tx,
  participantId: number,
  recruiterId: number,
  at: Date,
): Promise<void> {
  const ago = (hours: number) => new Date(at.getTime() - hours * HOUR);
  await tx.insert(chatThreads).values({ participantId, openedBy: recruiterId, createdAt: ago(50) });
  const lines = [
    {
      authorId: recruiterId,
      hours: 50,
      text: 'Анна, добрый день! Видеорезюме получили, спасибо. Следующий этап — онлайн-тест, ссылка уже в личном кабинете.',
    },
    {
      authorId: participantId,
      hours: 49,
      text: 'Здравствуйте! Подскажите, тест можно проходить с телефона?',
    },
    {
      authorId: recruiterId,
      hours: 48,
      text: 'Можно, но удобнее с компьютера: в тесте есть задания с таблицами. Таймер запустится, когда вы начнёте.',
    },
  ];
  await tx.insert(chatMessages).values(
    lines.map((l) => ({
      participantId,
      authorId: l.authorId,
      text: l.text,
      createdAt: ago(l.hours),
      readAt: ago(l.hours - 0.5),
    })),
  );
  await tx.insert(messages).values(
    lines
      .filter((l) => l.authorId === recruiterId)
      .map((l) => ({
        userId: participantId,
        title: ru.chat.notice.toParticipantTitle,
        text: l.text,
        link: PARTICIPANT_CHAT_LINK,
        isRead: true,
        createdAt: ago(l.hours),
      })),
  );
}
