import Markdown, { type Components } from 'react-markdown';
import { Anchor, Blockquote, Code, List, Text, Title, Typography } from '@mantine/core';
import { safeUrl } from './safe-url.ts';

/**
 * Markdown written by staff (vacancy descriptions, posts, materials), rendered safely: react-markdown
 * builds React elements, never HTML strings, so raw HTML in the text (`<script>`, `<img onerror>`)
 * is shown as plain text, never as markup; links and images keep only http(s), mailto and tel addresses
 * (`javascript:` and `data:` become empty). Headings start at level 3 so a page keeps one h1.
 * Loaded lazily through `MarkdownText` (markdown.tsx).
 */

const components: Components = {
  h1: ({ children }) => <Title order={3}>{children}</Title>,
  h2: ({ children }) => <Title order={4}>{children}</Title>,
  h3: ({ children }) => <Title order={5}>{children}</Title>,
  p: ({ children }) => <Text mb="sm">{children}</Text>,
  a: ({ href, children }) => {
    const external = !!href && /^https?:/i.test(href);
    return (
      <Anchor href={href || undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
      </Anchor>
    );
  },
  ul: ({ children }) => <List mb="sm">{children}</List>,
  ol: ({ children }) => (
    <List type="ordered" mb="sm">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => <Blockquote>{children}</Blockquote>,
  code: ({ children }) => <Code>{children}</Code>,
  // An address dropped as unsafe leaves no image rather than an empty `src` (which refetches the page).
  img: ({ src, alt }) => (src ? <img src={src} alt={alt ?? ''} loading="lazy" style={{ maxWidth: '100%' }} /> : null),
};

export function MarkdownRenderer({ children }: { children: string }) {
  return (
    <Typography>
      <Markdown components={components} urlTransform={safeUrl} skipHtml={false}>
        {children}
      </Markdown>
    </Typography>
  );
}
