import { usePluginData } from '@docusaurus/useGlobalData';
import type { CollectionEntry, CollectionIndex } from '../../plugins/collection-index';

/** The pages of a collection (front matter included), in the current locale, in sidebar order. */
export function useCollection(name: 'case' | 'usescene'): CollectionEntry[] {
  const index = usePluginData('collection-index') as CollectionIndex;
  return index[name] ?? [];
}
