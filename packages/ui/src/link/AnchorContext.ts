import { createContext, useContext } from 'react';

/** Called with each id a kit component gives an element, so a host app knows its anchors exist. */
export type AnchorRegistry = (id: string) => void;

const AnchorContext = createContext<AnchorRegistry>(() => {});

/**
 * Lets a host app learn the ids of the kit's bands as a page renders (Docusaurus's broken-anchor
 * check only sees headings by itself, so links such as /opensourceApps#databases would fail it).
 */
export const AnchorRegistryProvider = AnchorContext.Provider;

/** Registers `id`, if any, with the host app. */
export function useRegisterAnchor(id: string | undefined): void {
  const register = useContext(AnchorContext);
  if (id !== undefined) register(id);
}
