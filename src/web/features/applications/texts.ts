/** The «Заявки» page texts (from the one dictionary). */
import { ruApplications } from '#shared/i18n/ru/applications.ts';

export const at = ruApplications.web;
