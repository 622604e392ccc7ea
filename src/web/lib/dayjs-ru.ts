/** dayjs in Russian, for the statistics' periods and the export's dates (staff pages only: the staff frame imports this). */
import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';

dayjs.locale('ru');
