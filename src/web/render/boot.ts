/**
 * The first script of every page the server sends (src/server/pages/document.ts): the page's own
 * scripts are asked for once its HTML is on screen, not beside it. On a phone's slow network the
 * 160-180 kB of scripts fetched with the HTML shared its bandwidth, and the first paint of a page
 * whose markup and styles had all arrived waited for them; asked for after, the content is on screen
 * ~1.2 s sooner in Lighthouse's slow 4G while the page becomes interactive at about the same time
 * (docs/decisions/046-scripts-after-the-first-paint.md). Its tag names the app's entry and every chunk
 * the page needs: all are requested at once, as `modulepreload` links, so there is no chain.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');

function load(): void {
  if (!tag) return;
  const { entry = '', modules = '' } = tag.dataset;
  for (const file of modules.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

/**
 * Runs `then` once the first contentful paint has reached the screen (a module script runs when the
 * HTML is parsed, usually before that). Without paint timing, after the next frame; a tab opened in
 * the background paints nothing until shown: at once. Whatever happens, within a second.
 */
function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') return then();
  let done = false;
  let observer: PerformanceObserver | null = null;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 1000);
}

afterFirstPaint(load);
