import { checkFlowchart } from './check-flowchart';
import { checkSequence } from './check-sequence';
import { checkState } from './check-state';
import type { Checker, Problem } from './problem';
import type { DiagramSource } from './source';

/**
 * The renderer reads a diagram line by line and skips what it does not understand: a dangling
 * arrow, an unknown statement or a note it has no place for disappears without an error. These
 * checks accept only the statements it draws, so a diagram is either drawn whole or fails the build.
 */

const CHECKERS: readonly { header: RegExp; check: Checker }[] = [
  { header: /^(?:flowchart|graph)\s+(?:TB|TD|BT|RL|LR)$/, check: checkFlowchart },
  { header: /^sequenceDiagram$/, check: checkSequence },
  { header: /^stateDiagram(?:-v2)?$/, check: checkState },
];

const SUPPORTED_HEADERS = 'flowchart (or graph) TB/TD/BT/RL/LR, sequenceDiagram, stateDiagram-v2';

export function findProblem(source: DiagramSource): Problem | undefined {
  const checker = CHECKERS.find(({ header }) => header.test(source.header.text));
  if (checker === undefined) {
    return { statement: source.header, reason: `not a diagram type this site draws (${SUPPORTED_HEADERS})` };
  }
  if (source.body.length === 0) return { statement: source.header, reason: 'the diagram has nothing to draw' };
  return checker.check(source.body);
}
