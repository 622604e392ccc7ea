export const ruWebWelcome = {
  title: 'Добро пожаловать!',
  login: 'Вы вошли в «Стажировку в JTI»',
  activation: 'Телефон подтверждён, аккаунт создан',
} as const;
