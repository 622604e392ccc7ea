/** The day the team answers by (decision 066): a module of its own, so /mobile's card carries only this line. */
export const ruAnswerTime = {
  answerBy: (day: string) => `Ответим не позже ${day}.`,
} as const;
