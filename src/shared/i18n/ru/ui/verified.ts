export const ruWebVerified = {
  title: 'Почти готово',
  subtitle: 'Помогите нам стать лучше: ответ займёт несколько секунд.',
  question: 'Откуда вы узнали о программе?',
  comment: 'Расскажите подробнее',
  submit: 'Продолжить',
} as const;
