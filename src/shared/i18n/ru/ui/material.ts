export const ruWebMaterial = {
  title: 'Материал',
  emptyTitle: 'Материал готовится',
  emptyText: 'Видео и текст материала появятся здесь.',
  back: 'Ко всем материалам',
} as const;
