import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText, safeUrl } from './markdown.tsx';

// No MantineProvider: the Markdown's elements are all plain (decision 043), and a Mantine component
// among them would fail here for the want of its provider.
const html = (md: string, topLevel?: 2 | 3) => {
  const { container } = render(<MarkdownText topLevel={topLevel}>{md}</MarkdownText>);
  return container;
};

describe('Markdown from staff', () => {
  it('renders the usual formatting', () => {
    const c = html('# Стажировка\n\n**Жирный** и [ссылка](https://jti.com)\n\n- пункт');
    expect(c.querySelector('h3')?.textContent).toBe('Стажировка');
    expect(c.querySelector('strong')?.textContent).toBe('Жирный');
    const a = c.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('https://jti.com');
    expect(a.getAttribute('rel')).toContain('noopener');
    expect(c.querySelectorAll('li')).toHaveLength(1);
  });

  it('lets no script, event handler or iframe through', () => {
    const c = html(
      'До <script>alert(1)</script> после\n\n<img src=x onerror="alert(2)">\n\n<iframe src="https://evil"></iframe>\n\n<a href="#" onclick="alert(3)">тык</a>',
    );
    expect(c.querySelector('script, iframe, img, [onerror], [onclick]')).toBeNull();
    // Raw HTML stays visible as text, so the author sees it was not taken as markup.
    expect(c.textContent).toContain('<script>alert(1)</script>');
  });

  it('keeps raw HTML as text inside lists, quotes and code too', () => {
    const c = html(
      '- <img src=x onerror="alert(1)">\n\n> <script>alert(2)</script>\n\n`<b onclick="alert(3)">`\n\n```\n<iframe src="https://evil"></iframe>\n```',
    );
    expect(c.querySelector('script, iframe, img, b, [onerror], [onclick]')).toBeNull();
    expect(c.querySelector('li')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(c.querySelector('blockquote')?.textContent).toBe('<script>alert(2)</script>');
    expect(c.querySelector('code')?.textContent).toBe('<b onclick="alert(3)">');
    expect(c.querySelector('pre')?.textContent).toBe('<iframe src="https://evil"></iframe>');
  });

  it('drops javascript:, data: and vbscript: addresses in links and images', () => {
    const c = html(
      '[a](javascript:alert(1)) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<b>x</b>) ![d](vbscript:x) [e]( javascript:alert(1))',
    );
    for (const el of c.querySelectorAll('a, img')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      expect(url).not.toMatch(/script:|data:/i);
    }
  });

  it('safeUrl keeps only http(s), mailto, tel and local addresses', () => {
    expect(safeUrl('https://jti.com/a?b=1')).toBe('https://jti.com/a?b=1');
    expect(safeUrl('mailto:hr@jti.com')).toBe('mailto:hr@jti.com');
    expect(safeUrl('/vacancies/7')).toBe('/vacancies/7');
    expect(safeUrl(' tel:+79990000001 ')).toBe('tel:+79990000001');
    expect(safeUrl('\u0001javascript:alert(1)')).toBe('');
    expect(safeUrl('javascript:alert(1)')).toBe('');
    expect(safeUrl('data:image/svg+xml;base64,PHN2Zz4=')).toBe('');
    expect(safeUrl('//evil.example/x')).toBe('');
    expect(safeUrl('/\\evil.example')).toBe('');
  });

  it('makes the highest heading the given level and keeps the others below it, never skipping one', () => {
    const levels = (c: HTMLElement) => [...c.querySelectorAll('h1,h2,h3,h4,h5,h6')].map((h) => h.tagName);
    // Under a page's h1 (a vacancy's description written with «##» and «###»).
    expect(levels(html('## Задачи\n\nтекст\n\n### Подробно\n\n## Условия', 2))).toEqual(['H2', 'H3', 'H2']);
    // Inside a card under an h2 (a post): the same text starts at h3.
    expect(levels(html('## Задачи\n\n### Подробно'))).toEqual(['H3', 'H4']);
  });

  it('renders lists, quotes, code, emphasis and images, in order', () => {
    const c = html(
      'Текст с *курсивом*, `кодом` и \\*звёздочкой\\*.\n\n1. первый\n2. второй\n\n> цитата\n\n![схема](/api/file/7)\n\n```\nconst a = 1;\n```',
    );
    expect(c.querySelector('em')?.textContent).toBe('курсивом');
    expect(c.querySelector('code')?.textContent).toBe('кодом');
    expect(c.textContent).toContain('*звёздочкой*');
    expect([...c.querySelectorAll('ol li')].map((li) => li.textContent)).toEqual(['первый', 'второй']);
    expect(c.querySelector('blockquote')?.textContent).toBe('цитата');
    expect(c.querySelector('img')?.getAttribute('src')).toBe('/api/file/7');
    expect(c.querySelector('pre')?.textContent).toBe('const a = 1;');
  });

  it('keeps snake_case words and lone stars as they are', () => {
    const c = html('file_name_here и 2 * 3 = 6');
    expect(c.querySelector('em')).toBeNull();
    expect(c.querySelector('p')?.textContent).toBe('file_name_here и 2 * 3 = 6');
  });
});
