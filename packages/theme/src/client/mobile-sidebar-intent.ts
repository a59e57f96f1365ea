/**
 * Whether the reader has shown an intent to open the docs navbar's mobile panel (pointer over,
 * focus on or press of its toggle). The panel holds the primary menu and the whole docs sidebar;
 * drawing it only from then on keeps that work out of every mobile page load, while still drawing
 * it before the click so its slide-in transition runs.
 */
type Listener = () => void;

let intended = false;
const listeners = new Set<Listener>();

export function markMobileSidebarIntent(): void {
  if (intended) return;
  intended = true;
  for (const listener of listeners) listener();
}

export function hasMobileSidebarIntent(): boolean {
  return intended;
}

export function subscribeMobileSidebarIntent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
