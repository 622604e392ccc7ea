/**
 * React Aria's locale for the widgets built on it (dialog, toast, menu, tooltip): Russian, whatever
 * the browser's language — its built-in labels, and later its dates and numbers. Each widget's root
 * wraps itself in it rather than the app's providers holding one: there it cost every page 1.3 kB
 * gzipped (the participant pages have none to spare, decision 064), while React Aria itself comes only
 * with the widgets, which load after the page. The build keeps only these strings (vite.config.ts).
 */
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale="ru-RU">{children}</I18nProvider>;
}
