import type { Statement } from './source';
import { nesting, type Checker, type Problem } from './problem';

const PARTICIPANT = /^(?:participant|actor)\s+\S+?(?:\s+as\s+.+)?$/;
const NOTE = /^Note\s+(?:left of|right of|over)\s+[^:]+:\s*.+$/i;
/** The renderer takes any line starting with these words as a block, even `parser->>db: x`. */
const BLOCK_START = /^(?:loop|alt|opt|par|critical|break|rect)(?=\s|$)/;
const BLOCK_WORD = /^(?:loop|alt|opt|par|critical|break|rect|else|and)/;
const DIVIDER = /^(?:else|and)(?=\s|$)/;
const MESSAGE = /^\S+?\s*(?:-->>|->>|-->|->|--x|-x|--\)|-\))\s*[+-]?\S+?\s*:\s*\S.*$/;
const UNDRAWN = /^(?:activate|deactivate|autonumber|box|create|destroy|links?|properties|details)\b/;

export const checkSequence: Checker = (body: readonly Statement[]): Problem | undefined => {
  const blocks = nesting((text) => BLOCK_START.test(text), (text) => text === 'end', 'block (loop, alt, opt, par, critical, break, rect)');
  let messages = 0;
  for (const statement of body) {
    const { text } = statement;
    const nested = blocks.step(statement);
    if (nested) return nested;
    if (BLOCK_START.test(text) || text === 'end' || PARTICIPANT.test(text)) continue;
    if (DIVIDER.test(text)) {
      if (blocks.depth() === 0) return { statement, reason: 'else and and belong inside a block' };
      continue;
    }
    if (BLOCK_WORD.test(text)) return { statement, reason: 'starts with a block keyword, so the renderer would read it as a block; rename the participant' };
    if (NOTE.test(text)) {
      if (messages === 0) return { statement, reason: 'a note before the first message is not drawn; use a title or put it after a message' };
      continue;
    }
    if (MESSAGE.test(text)) {
      messages += 1;
      continue;
    }
    if (UNDRAWN.test(text)) return { statement, reason: 'is not drawn by this renderer (activations go on messages as A->>+B and B-->>-A)' };
    return { statement, reason: 'is not a participant, message (A->>B: text), note or block' };
  }
  return blocks.finish();
};
