import type { Statement } from './source';

/** What is wrong with a diagram: the statement and why. */
export interface Problem {
  readonly statement: Statement;
  readonly reason: string;
}

export type Checker = (body: readonly Statement[]) => Problem | undefined;

/** Checks that blocks opened by `open` statements are closed by `close` statements, in order. */
export function nesting(open: (text: string) => boolean, close: (text: string) => boolean, what: string) {
  const stack: Statement[] = [];
  return {
    /** Call for each statement; returns a problem for a close with nothing open. */
    step(statement: Statement): Problem | undefined {
      if (open(statement.text)) stack.push(statement);
      else if (close(statement.text) && stack.pop() === undefined) return { statement, reason: `closes a ${what} that was never opened` };
      return undefined;
    },
    depth: () => stack.length,
    /** Call after the last statement: a problem for the first block left open. */
    finish(): Problem | undefined {
      const unclosed = stack[stack.length - 1];
      return unclosed === undefined ? undefined : { statement: unclosed, reason: `opens a ${what} that is never closed` };
    },
  };
}
