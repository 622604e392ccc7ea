/**
 * Marks a field as required. The asterisk is drawn by CSS (app/global.css), not as text, so a
 * field's accessible name stays exactly its label («Имя», not «Имя *»). Its own attribute, not
 * `data-required`: Mantine sets that on the label of a `required` field and draws its own asterisk,
 * so the CSS on it doubled the mark («* *»).
 */
export const REQUIRED = { labelProps: { 'data-asterisk': true } } as const;
