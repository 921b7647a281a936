import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within 200 px of the viewport, and from then on (at
 * once where the browser cannot tell). Charts and their data below the fold wait for it, so a
 * long page of charts loads what is seen first.
 */
export function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return { ref, isNear };
}
