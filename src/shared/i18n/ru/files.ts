import { inMinutes } from './plural.ts';

export const ruFiles = {
  empty: 'Файл пустой',
  tooLarge: (megabytes: number) => `Файл больше ${megabytes} МБ`,
  wrongType: {
    cv: 'Формат файла не подходит: нужен PDF, DOC, DOCX, RTF или ODT',
    video: 'Формат файла не подходит: нужно видео WEBM, MP4 или MOV',
    image: 'Формат файла не подходит: нужно изображение JPEG, PNG или WEBP',
    sheet: 'Формат файла не подходит: нужна таблица Excel в формате XLSX',
  },
  executable: 'Это программа, а не документ: такие файлы загружать нельзя',
  markup: 'Это веб-страница, картинка SVG или текст: такие файлы загружать нельзя',
  activeContent: 'В документе есть макросы или встроенные объекты: сохраните его без них и загрузите снова',
  damaged: 'Файл повреждён или похож на архив-бомбу',
  unnamed: 'файл',
  tooManyUploads: (seconds: number) =>
    `Слишком много загрузок за час. Следующий файл можно загрузить через ${inMinutes(seconds)}`,
  tooManyUnused: (max: number) =>
    `Уже загружено ${max} файлов, которые ещё ни к чему не прикреплены. Прикрепите их или повторите через сутки`,
  storageFull: (gigabytes: number) =>
    `Место для ваших файлов закончилось (${gigabytes} ГБ). Напишите в поддержку`,
} as const;
