/**
 * JSON as the text of a `<script>` data element (the page's data, a preview's schema.org JSON-LD):
 * `<` escaped, so no `</script>` or `<!--` in a value ends the element early, and U+2028/U+2029,
 * which older parsers take for line ends. The escapes are JSON's own: the text parses the same.
 */
const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, escaped);
}
