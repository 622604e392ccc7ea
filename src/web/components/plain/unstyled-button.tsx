/**
 * Mantine's UnstyledButton as a plain element (docs/decisions/038-mantine-markup-without-its-runtime.md):
 * a button, or a link drawn as one, with Mantine's reset and focus ring and without its runtime.
 * `unstyled-button.test.tsx` renders it and Mantine's and compares them.
 */
import '@mantine/core/styles/UnstyledButton.css';
import { join, split, type Common } from './plain.tsx';

/** A clickable area with no look of its own (a nav item, the wordmark's link). */
export function UnstyledButton(props: Common & { type?: 'button' | 'submit' | 'reset' }) {
  const Element = props.component ?? 'button';
  const [rest, style, names] = split(props, {});
  return (
    <Element
      type={Element === 'button' ? 'button' : undefined}
      {...rest}
      style={style}
      className={join('mantine-focus-auto m_87cf2631 mantine-UnstyledButton-root', names)}
    />
  );
}
