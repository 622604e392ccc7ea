import { useRef, useState } from 'react';
import { VisuallyHidden } from '#web/components/ui/visually-hidden.tsx';
import { ActionIcon } from '#web/components/ui/action-icon.tsx';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { FeedPost } from '#shared/contracts/posts.ts';
import { ruFeed } from '#shared/i18n/ru/feed.ts';
import classes from './feed.module.css';
import { Group } from '#web/components/ui/primitives.tsx';

const t = ruFeed.web;

/**
 * Width and height for the shape the CSS gives each kind (the files carry no sizes of their own):
 * with them the box is reserved before the file arrives, so nothing below it moves.
 */
const WIDE = { width: 800, height: 600 } as const;
const SQUARE = { width: 400, height: 400 } as const;
const VIDEO = { width: 640, height: 360 } as const;

/**
 * A post's media by kind: a video player, a swipeable carousel, or the images. `priority`: the
 * first post on the page, whose first image is likely the largest thing on screen: fetched at once
 * and first; every other image waits until it nears the screen.
 */
export function PostMedia({
  post,
  priority = false,
}: {
  post: Pick<FeedPost, 'kind' | 'title' | 'media'>;
  priority?: boolean;
}) {
  const media = post.media;
  if (media.length === 0) return null;
  const video = media.find((m) => m.kind === 'video');
  if (post.kind === 'video' && video) {
    return (
      // Staff upload the videos; captions are not part of the upload yet.
      <video
        className={classes.video}
        src={video.url}
        controls
        // Nothing is downloaded until the user plays it; the box keeps its size meanwhile.
        preload="none"
        {...VIDEO}
        playsInline
        aria-label={t.videoLabel(post.title)}
        data-testid="post-video"
      />
    );
  }
  if (post.kind === 'carousel')
    return <Carousel title={post.title} urls={media.map((m) => m.url)} priority={priority} />;
  if (media.length === 1)
    return (
      <img
        className={classes.media}
        src={media[0]!.url}
        alt={t.imageAlt(post.title, 1)}
        {...loading(priority)}
        {...WIDE}
        style={{ aspectRatio: '4 / 3' }}
      />
    );
  return (
    <div className={classes.imageGrid}>
      {media.map((m, i) => (
        <img
          key={m.id}
          className={classes.media}
          src={m.url}
          alt={t.imageAlt(post.title, i + 1)}
          {...loading(priority && i === 0)}
          {...SQUARE}
          style={{ aspectRatio: '1 / 1' }}
        />
      ))}
    </div>
  );
}

/** How an image loads: the page's likely largest image at once and first, the others when near. */
function loading(priority: boolean) {
  return priority
    ? ({ loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
}

/** Slides in a scroll-snap track: swipe on a phone, arrows or the keyboard elsewhere. */
export function Carousel({
  title,
  urls,
  priority = false,
}: {
  title: string;
  urls: string[];
  priority?: boolean;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const go = (i: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.max(0, Math.min(urls.length - 1, i));
    el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    setIndex(next);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div>
      <div
        ref={track}
        className={classes.track}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-roledescription="carousel"
        aria-label={`${t.slides}: ${title}`}
        data-testid="carousel"
      >
        {urls.map((url, i) => (
          <figure key={url} className={classes.slide} aria-label={t.slide(i + 1, urls.length)}>
            <img
              className={classes.media}
              src={url}
              alt={t.imageAlt(title, i + 1)}
              {...loading(priority && i === 0)}
              {...WIDE}
              style={{ aspectRatio: '4 / 3' }}
            />
          </figure>
        ))}
      </div>
      <Group justify="space-between" mt={6} wrap="nowrap">
        <ActionIcon variant="subtle" onClick={() => go(index - 1)} disabled={index === 0} aria-label={t.prev}>
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Group gap={6} data-testid="carousel-position" data-index={index}>
          {urls.map((url, i) => (
            <span key={url} className={classes.dot} data-active={i === index || undefined} />
          ))}
          <VisuallyHidden aria-live="polite">{t.slide(index + 1, urls.length)}</VisuallyHidden>
        </Group>
        <ActionIcon
          variant="subtle"
          onClick={() => go(index + 1)}
          disabled={index >= urls.length - 1}
          aria-label={t.next}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
