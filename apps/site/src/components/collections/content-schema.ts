import * as z from 'zod';
import { item, labels, text } from '../marketing/schema';

const hero = labels('eyebrow', 'title', 'subtitle');

/** The copy of /case (`marketing/case-index.yml`); `count` keeps its `{count}`. */
export const caseIndexSchema = z.strictObject({ meta: item, hero, filter: labels('label', 'all'), count: text.regex(/\{count\}/, 'must keep {count}') });

/** The copy of /usescene (`marketing/usescene-index.yml`). */
export const useSceneIndexSchema = z.strictObject({ meta: item, hero, readMore: text });

export type CaseIndexCopy = z.infer<typeof caseIndexSchema>;
export type UseSceneIndexCopy = z.infer<typeof useSceneIndexSchema>;
