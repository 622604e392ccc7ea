/**
 * Mantine's Select in a chunk of its own: `select.tsx` fetches it when a visitor heads for a closed
 * list field, so the combobox's runtime (popover, floating-ui, focus trap) is not part of a page's
 * first download (docs/decisions/044-signup-loads-its-fields-on-demand.md).
 */
export { Select } from '@mantine/core';
