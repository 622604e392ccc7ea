/** Calendar invitations of meetings (decision 070): the e-mails, the events' text, the staff feed's page. */
export const ruMeetingInvitations = {
  /** The event's title in the participant's calendar. */
  participantSummary: (stage: string) => `${stage} — Стажировка в JTI`,
  /** The event's title in an interviewer's calendar: who and for which position. */
  staffSummary: (stage: string, name: string, position: string) =>
    `${stage}: ${name || 'кандидат'} — ${position}`,
  participantDescription: (position: string, link: string) =>
    `Позиция: ${position}.\nПодробности и перенос встречи — в личном кабинете: ${link}`,
  staffDescription: (position: string, link: string) => `Позиция: ${position}.\nКарточка кандидата: ${link}`,
  /** Where, when there is only a link. */
  online: 'Онлайн',
  subject: {
    request: (stage: string, at: string) => `Приглашение: ${stage}, ${at} (МСК) — Стажировка в JTI`,
    update: (stage: string, at: string) => `Встреча перенесена: ${stage}, ${at} (МСК) — Стажировка в JTI`,
    cancel: (stage: string, at: string) => `Встреча отменена: ${stage}, ${at} (МСК) — Стажировка в JTI`,
  },
  body: {
    request: (stage: string, at: string, where: string) =>
      `Встреча «${stage}» назначена на ${at} (МСК). ${where}\nПриглашение для календаря — во вложении.`,
    update: (stage: string, at: string, where: string) =>
      `Встреча «${stage}» теперь ${at} (МСК). ${where}\nПриглашение в календаре обновится из вложения.`,
    cancel: (stage: string, at: string) =>
      `Встреча «${stage}» ${at} (МСК) отменена. Вложение уберёт её из календаря.`,
  },
  where: (place: string, link: string) =>
    [place && `Место: ${place}.`, link && `Ссылка: ${link}`].filter(Boolean).join(' '),
  /** The calendar file's name: the same in the e-mail and in the download on /progress. */
  filename: 'invitation.ics',
  feedName: 'Встречи — Стажировка в JTI',
  meetingStage: 'Файл календаря есть только у встреч: этапы 4, 5 и 6',
  feedLink: 'Ссылка на календарь неверна',
} as const;
