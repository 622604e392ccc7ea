/** The «Заявки» page texts (from the one dictionary). */
import { ru } from '#shared/i18n/ru.ts';

export const at = ru.applications.web;
export const statusLabel = ru.applications.statuses;
