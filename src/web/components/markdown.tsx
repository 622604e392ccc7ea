import { Fragment, type ReactNode } from 'react';
import { Anchor } from '#web/components/ui/anchor.tsx';
import { safeUrl } from './safe-url.ts';
import { Text, Title } from '#web/components/ui/primitives.tsx';
import { Blockquote, Code, List, ListItem, Typography } from '#web/components/ui/typography.tsx';

export { safeUrl };

/**
 * Markdown written by staff (vacancy descriptions, posts, materials), rendered safely and small: the
 * common subset (headings, paragraphs, lists, quotes, code, emphasis, links, images) parsed here into
 * React elements, never into an HTML string, so raw HTML in the text (`<script>`, `<img onerror>`) is
 * shown as plain text; links and images keep only http(s), mailto, tel and local addresses. The
 * text's highest heading becomes `topLevel` (3 unless the text sits right under the page's h1), the
 * others follow it, so a page keeps one h1 and its headings never skip a level. Synchronous, so the
 * server renders the text into the page (docs/decisions/022-server-rendering.md); it replaced
 * react-markdown, 37 kB gzipped in the browser.
 */
export function MarkdownText({ children, topLevel = 3 }: { children: string; topLevel?: 2 | 3 }) {
  const lines = children.replace(/\r\n?/g, '\n').split('\n');
  const depths = lines.flatMap((line) => HEADING.exec(line)?.[1]?.length ?? []);
  const shift = topLevel - (depths.length > 0 ? Math.min(...depths) : 1);
  return <Typography>{blocks(lines, shift)}</Typography>;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const FENCE = /^\s{0,3}(```|~~~)/;
const blank = (line: string) => line.trim() === '';

function blocks(lines: string[], shift: number): ReactNode[] {
  const out: ReactNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const key = out.length;
    if (blank(line)) {
      i++;
    } else if (FENCE.test(line)) {
      const fence = FENCE.exec(line)![1]!;
      const body: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence); i++) body.push(lines[i]!);
      i++;
      out.push(
        <Code key={key} block mb="sm">
          {body.join('\n')}
        </Code>,
      );
    } else if (HEADING.test(line)) {
      const [, hashes = '#', text = ''] = HEADING.exec(line)!;
      const order = Math.min(hashes.length + shift, 6) as 2 | 3 | 4 | 5 | 6;
      out.push(
        <Title key={key} order={order}>
          {inline(text)}
        </Title>,
      );
      i++;
    } else if (QUOTE.test(line)) {
      const inner: string[] = [];
      for (; i < lines.length && QUOTE.test(lines[i]!); i++) inner.push(QUOTE.exec(lines[i]!)![1]!);
      out.push(<Blockquote key={key}>{blocks(inner, shift)}</Blockquote>);
    } else if (BULLET.test(line) || NUMBERED.test(line)) {
      const marker = BULLET.test(line) ? BULLET : NUMBERED;
      const items: string[] = [];
      for (; i < lines.length; i++) {
        const current = lines[i]!;
        const item = marker.exec(current);
        if (item) items.push(item[1]!);
        // A line indented under an item continues it; a blank line or anything else ends the list.
        else if (!blank(current) && /^\s{2,}/.test(current) && items.length)
          items[items.length - 1] += `\n${current.trim()}`;
        else break;
      }
      out.push(
        <List key={key} type={marker === NUMBERED ? 'ordered' : 'unordered'} mb="sm">
          {items.map((text, n) => (
            <ListItem key={n}>{inline(text)}</ListItem>
          ))}
        </List>,
      );
    } else {
      const para: string[] = [];
      for (; i < lines.length; i++) {
        const current = lines[i]!;
        if (
          blank(current) ||
          HEADING.test(current) ||
          FENCE.test(current) ||
          QUOTE.test(current) ||
          BULLET.test(current)
        )
          break;
        para.push(current.trim());
      }
      out.push(
        <Text key={key} mb="sm">
          {inline(para.join('\n'))}
        </Text>,
      );
    }
  }
  return out;
}

/** Inline spans, first match wins: code, image, link, strong, emphasis, an escaped character. */
const INLINE =
  /`([^`]+)`|!\[([^\]]*)\]\(\s*([^)\s]*)\s*\)|\[((?:[^\]\\]|\\.)*)\]\(\s*([^)\s]*)\s*\)|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|(?<![\p{L}\d])_([^_\s](?:[^_]*[^_\s])?)_(?![\p{L}\d])|\\([!-/:-@[-`{-~])/gu;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const key = out.length;
    const [, code, alt, src, label, href, strong1, strong2, em1, em2, escaped] = m;
    if (code !== undefined) out.push(<Code key={key}>{code}</Code>);
    else if (src !== undefined) out.push(<Image key={key} src={src} alt={alt ?? ''} />);
    else if (href !== undefined) out.push(<Link key={key} href={href} label={label ?? ''} />);
    else if (strong1 ?? strong2) out.push(<strong key={key}>{inline(strong1 ?? strong2 ?? '')}</strong>);
    else if (em1 ?? em2) out.push(<em key={key}>{inline(em1 ?? em2 ?? '')}</em>);
    else out.push(escaped);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.map((node, n) => (typeof node === 'string' ? <Fragment key={n}>{node}</Fragment> : node));
}

function Link({ href, label }: { href: string; label: string }) {
  const url = safeUrl(href);
  const external = /^https?:/i.test(url);
  return (
    <Anchor
      href={url || undefined}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {inline(label.replace(/\\(.)/g, '$1'))}
    </Anchor>
  );
}

// An address dropped as unsafe leaves no image rather than an empty `src` (which refetches the page).
function Image({ src, alt }: { src: string; alt: string }) {
  const url = safeUrl(src);
  return url ? <img src={url} alt={alt} loading="lazy" style={{ maxWidth: '100%' }} /> : null;
}
