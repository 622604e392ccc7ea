/**
 * The class names in a piece of server markup that are another library's: Mantine's (`m_` and eight
 * hex digits, `mantine-…`). The plain components draw only their own
 * (docs/decisions/064-one-component-system-of-our-own.md); the theme's `--ui-*` variables in a
 * style attribute are tokens, not classes, and are not counted.
 */
export function foreignClasses(html: string): string[] {
  return [...html.matchAll(/class="([^"]*)"/g)]
    .flatMap((m) => m[1]!.split(/\s+/))
    .filter((name) => /^m_[0-9a-f]{6,8}$|^mantine-/.test(name));
}
