import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * A search box whose text reaches the URL once the typing pauses: returns the box's text and its
 * setter. `fromUrl` is the URL's value now; `write` puts a trimmed text there (called only when it
 * differs). Back, forward and «reset» change the URL under the box: it then shows the URL's value.
 * What this hook wrote itself comes back without touching the box, so nothing typed meanwhile is
 * lost; a pending write is dropped when the box has moved on. `clear` empties the box for a «reset»
 * that writes the URL itself: no write of its own is left pending to put back the old filters.
 */
export function useUrlSearch(
  fromUrl: string,
  write: (text: string) => void,
  delayMs = 300,
): [text: string, setText: (text: string) => void, clear: () => void] {
  const [text, setText] = useState(fromUrl);
  // The history entry this box last saw, not the value: the router renders in transitions, so a
  // render may never see an entry in between (our write, then Back before it rendered: the value
  // is the same as before, the entry is not, and the box must follow it).
  const location = useLocation();
  const [seen, setSeen] = useState(location);
  const [written, setWritten] = useState(fromUrl);
  // Adjusted while rendering: the URL changed, by someone else than this box.
  if (seen !== location) {
    setSeen(location);
    if (fromUrl !== written) {
      setWritten(fromUrl);
      setText(fromUrl);
    }
  }

  // The timer reads the latest values, not those of the keystroke that started it. A layout effect:
  // it runs in the same task as the render's commit, so no timer fires in between and reads the
  // render before (a stale `write` navigates from the URL before: a reset undone, the old filters back).
  const latest = useRef({ text, fromUrl, write });
  useLayoutEffect(() => {
    latest.current = { text, fromUrl, write };
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const now = latest.current;
      const value = next.trim();
      if (now.text !== next || value === now.fromUrl) return;
      setWritten(value);
      now.write(value);
    }, delayMs);
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setText('');
  };
  return [text, change, clear];
}
