/**
 * Markup as comparable data, for the plain primitives' tests (components/ui): an element's tag,
 * attributes (classes and style declarations as sorted sets) and children, rendered inside the app's
 * MantineProvider, so a plain component and Mantine's own can be compared.
 */
import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '#web/app/theme.ts';

/** An element as comparable data: its tag, attributes (classes and style declarations as sorted sets) and children. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const element = node as Element;
  const attributes: Record<string, unknown> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'class') attributes[name] = value.split(/\s+/).filter(Boolean).sort();
    // A theme variable by its name alone: Mantine's and the app's tokens (app/tokens.css) are named
    // alike but for their prefix.
    else if (name === 'style')
      attributes[name] = value
        .split(';')
        .map((d) =>
          d
            .trim()
            .replace(/\s*:\s*/, ':')
            .replace(/var\(--(mantine|ui)-/g, 'var(--'),
        )
        .filter(Boolean)
        .sort();
    else attributes[name] = value;
  }
  return { tag: element.tagName, attributes, children: Array.from(element.childNodes).map(shape) };
}

/** The markup as text, inside the app's MantineProvider (where a page's markup must not change at all). */
export function html(element: ReactElement): string {
  return renderToStaticMarkup(
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      {element}
    </MantineProvider>,
  );
}

export function markup(element: ReactElement): unknown {
  // Both are React's own output, parsed only to compare them.
  return shape(new DOMParser().parseFromString(html(element), 'text/html').body.firstChild!);
}
