/** A position's managers and a candidate's personal managers (recruiter calls). */
export const ruPositionManagers = {
  userId: 'Выберите руководителя',
  userIds: 'Выберите руководителей из списка',
  notActiveManager: 'Этот пользователь не является действующим руководителем',
  active: 'Укажите, активен ли руководитель',
  search: 'Не длиннее 100 символов',
  removed: 'Руководитель убран из позиции',
} as const;
