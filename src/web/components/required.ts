/**
 * Marks a field as required. The asterisk is drawn by CSS (app/global.css), not as text, so a
 * field's accessible name stays exactly its label («Имя», not «Имя *»).
 */
export const REQUIRED = { labelProps: { 'data-required': true } } as const;
