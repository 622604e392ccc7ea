import { describe, expect, it } from 'vitest';
import { jsonInScript } from './json-in-script.ts';

describe('jsonInScript', () => {
  const hostile = '</script><script>alert(1)</script> <!-- \u2028 \u2029 «ёлка»';
  const data = { hints: { mobile: false, now: 0, authenticated: false }, homeTo: hostile };

  it('holds no `<` and no line or paragraph separator: nothing ends the script element early', () => {
    const text = jsonInScript(data);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(text).toContain('\\u003c/script>');
    expect(text).toContain('\\u2028 \\u2029');
  });

  it('reads back as the same data', () => {
    expect(JSON.parse(jsonInScript(data))).toEqual(data);
  });
});
