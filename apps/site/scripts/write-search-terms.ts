/** Writes the search vocabulary (src/search/terms.ts) to build/search-terms.json, beside the index. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { searchTerms } from '../src/search/terms';

const target = path.join(__dirname, '..', 'build', 'search-terms.json');
writeFileSync(target, JSON.stringify(searchTerms));
console.log(`search terms: ${searchTerms.synonyms.length} synonym groups, ${searchTerms.phrases.zh.length} kept Chinese terms → ${path.relative(process.cwd(), target)}`);
