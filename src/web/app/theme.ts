import { createTheme, type LoaderProps, type MantineColorsTuple, type NumberInputProps } from '@mantine/core';

/** JTI's deep corporate blue-teal, light to dark. */
const jti: MantineColorsTuple = [
  '#e6f4f7',
  '#cde6ec',
  '#9dcdd9',
  '#69b2c5',
  '#3f9bb4',
  '#258ca9',
  '#1285a4',
  '#00728f',
  '#005a71',
  '#00455a',
];

export const theme = createTheme({
  primaryColor: 'jti',
  primaryShade: 7,
  colors: { jti },
  fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: {
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Plain objects rather than `Loader.extend(…)`: importing a component here put it into the entry
  // chunk of every page (docs/decisions/015-code-splitting.md).
  components: {
    // Every spinner is a live status, so its Russian aria-label («Загрузка…») is allowed and announced
    // (a plain span may not carry a name: axe's aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // A number out of range stays as typed, so the form shows why (a graduation year of 1990 must not
    // quietly become 2000): min and max only bound the arrow keys.
    NumberInput: { defaultProps: { clampBehavior: 'none' } satisfies Partial<NumberInputProps> },
  },
});
