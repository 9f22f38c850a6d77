import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element is within one screen of the viewport yet (always when `watch` is false, or where
 * the browser cannot tell), for what a page need not fetch before it is near: the browser's own
 * `loading="lazy"` starts 2,500–4,000 px ahead on a slow link, which on a phone is every picture of a
 * long page, and their requests would compete with the page's own. Inside a list that scrolls on its own
 * (the home's guides and advice), the next pictures along come within reach as it is scrolled.
 */
export function useNearScreen<T extends Element>(watch: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // a screen ahead, and (where the browser offers `scrollMargin`) 200 px ahead inside a scrolling list
      { rootMargin: '100% 0px', scrollMargin: '200px' } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
