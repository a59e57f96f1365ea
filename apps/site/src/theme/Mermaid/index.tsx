import React, { useEffect, useRef, useState, type ReactElement } from 'react';
import MermaidOriginal from '@theme-original/Mermaid';
import type { Props } from '@theme/Mermaid';
import styles from './styles.module.css';

/** How far below the viewport a diagram starts rendering, so it is usually drawn before it is seen. */
const RENDER_AHEAD = '400px 0px';

/** True once the element has come within `RENDER_AHEAD` of the viewport (and stays true). */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: RENDER_AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * Mermaid (about 600 KB gzip of JS) loads and runs only when a diagram comes near the viewport,
 * not during every first load of the hundreds of pages that have one below the fold. Until then
 * the diagram's place is held at a typical height, so the text below moves little.
 */
export default function Mermaid(props: Props): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className={near ? undefined : styles.placeholder} aria-busy={!near} data-pagefind-ignore="">
      {near ? <MermaidOriginal {...props} /> : null}
    </div>
  );
}
