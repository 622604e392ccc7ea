/** Deadline reminders and the staff's morning digest (decision 030). */
import { plural } from './plural.ts';

export const ruReminders = {
  title: (stage: string) => `Скоро срок: «${stage}»`,
  text48h: (stage: string, until: string) =>
    `До конца срока этапа «${stage}» осталось меньше двух суток: он истекает ${until} (МСК). Откройте «Мой путь», чтобы не пропустить этап.`,
  text3h: (stage: string, until: string) =>
    `До конца срока этапа «${stage}» осталось меньше трёх часов: он истекает ${until} (МСК). После этого этап будет закрыт.`,
  sms3h: (stage: string, until: string) =>
    `Стажировка в JTI: этап «${stage}» закроется в ${until} (МСК). Успейте пройти его.`,
  digestSubject: (day: string) => `Сводка на ${day} — Стажировка в JTI`,
  digestOverdue: (n: number) => `Просрочили этап: ${n} ${plural(n, ['кандидат', 'кандидата', 'кандидатов'])}`,
  digestMeetings: (n: number) => `Встречи сегодня: ${n}`,
  digestOverdueLine: (name: string, position: string, stage: string, since: string) =>
    `— ${name}, «${position}»: ${stage}, срок истёк ${since}`,
  digestMeetingLine: (time: string, name: string, position: string, stage: string, place: string) =>
    `— ${time} ${name}, «${position}»: ${stage}${place ? `, ${place}` : ''}`,
  digestMore: (n: number) => `…и ещё ${n}`,
  digestLink: 'Открыть кандидатов:',
} as const;
