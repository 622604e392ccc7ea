/**
 * Each stage type's panel module, under src/web as Vite's manifest names it (progress/stage-panel.tsx
 * loads each in a chunk of its own). The server preloads the one it draws on a first load; the
 * route's handle lists them all, so bench:bundles counts /progress with the heaviest.
 */
export const PANEL_MODULES = {
  screening: 'features/screening/stages/screening-panel.tsx',
  vcv: 'features/screening/stages/vcv-panel.tsx',
  testing: 'features/screening/stages/testing-panel.tsx',
  meeting: 'features/screening/stages/meeting-panel.tsx',
  offer: 'features/screening/stages/offer-panel.tsx',
  internship: 'features/screening/stages/internship-panel.tsx',
} as const;
