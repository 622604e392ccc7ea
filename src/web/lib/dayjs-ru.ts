/** dayjs in Russian, for Mantine's date pickers (staff pages only: the staff frame imports this). */
import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';

dayjs.locale('ru');
