/** The collection index pages' route props; the plugin that adds them is the preset's (option `collections`). */
export type { CollectionEntry } from '@rainbond/docusaurus-preset';
