/**
 * What the steps that cannot work without the page's scripts say when they are off (decision 052),
 * inside <noscript>: drawn by the server only, so the browser's bundle goes without these texts.
 */
export const ruNeedsScripts = {
  testing:
    'Для онлайн-теста нужен JavaScript: он ведёт отсчёт времени и сохраняет ответы. Включите JavaScript в настройках браузера или откройте эту страницу в другом браузере. Остальные разделы личного кабинета работают и без него.',
  vcv: 'Для видеорезюме нужен JavaScript: без него нельзя ни записать ответ камерой, ни отправить видеофайл. Включите JavaScript в настройках браузера или откройте эту страницу в другом браузере, например на телефоне. Остальные разделы личного кабинета работают и без него.',
} as const;
