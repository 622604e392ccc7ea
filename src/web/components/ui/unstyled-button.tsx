/**
 * A clickable area with no look of its own (docs/decisions/064-one-component-system-of-our-own.md):
 * a `button`, or with `component` a link, reset and with the app's focus ring.
 */
import { join, split, type Common } from './primitives.tsx';
import classes from './unstyled-button.module.css';

/** A nav item, the wordmark's link: the page's own class draws it. */
export function UnstyledButton(props: Common & { type?: 'button' | 'submit' | 'reset' }) {
  const Element = props.component ?? 'button';
  const [rest, style, names] = split(props, {});
  return (
    <Element
      type={Element === 'button' ? 'button' : undefined}
      {...rest}
      style={style}
      className={join(classes.root ?? '', names)}
    />
  );
}
