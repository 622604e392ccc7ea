/**
 * Mantine's MultiSelect and TagsInput in a chunk of their own: `multi-select.tsx` fetches it when a
 * visitor heads for a closed field, so their combobox's runtime (popover, floating-ui, pills input)
 * is not part of a page's first download nor of its server render
 * (docs/decisions/047-vacancy-filters-load-their-combobox-on-demand.md).
 */
export { MultiSelect, TagsInput } from '@mantine/core';
