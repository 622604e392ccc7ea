export const ruSms = {
  code: (code: string) => `Код для входа в «Стажировку в JTI»: ${code}. Никому его не сообщайте.`,
} as const;
