export const ruWebMobile = {
  title: 'Профиль',
  profile: 'Мои данные',
  support: 'Поддержка',
  logout: 'Выйти',
  materialsTitle: 'Полезные материалы',
  materialsText: 'Здесь появятся видео, подкасты и статьи, которые помогут подготовиться к этапам отбора.',
} as const;
