// The CPU slowdown of a block of Lighthouse runs, from the control page's loads around it.
// Plain JavaScript: lighthouse-runner.mjs runs in Node without tsx.

/**
 * Median unthrottled main-thread work of the control loads nearest the block between control
 * loads `index` and `index + 1`: up to `radius` on each side of it (four in all by default, fewer
 * at the ends of the run).
 * @param {readonly number[]} controlWorkMs the control's work, load by load, in run order
 * @param {number} index
 * @param {number} [radius]
 * @returns {number}
 */
export function nearbyControlWork(controlWorkMs, index, radius = 2) {
  const nearby = controlWorkMs.slice(Math.max(0, index - radius + 1), index + radius + 1).sort((a, b) => a - b);
  const middle = nearby.length / 2;
  return Number.isInteger(middle) ? (nearby[middle - 1] + nearby[middle]) / 2 : nearby[Math.floor(middle)];
}

/**
 * The slowdown that gives the control its reference work on the emulated phone.
 * @param {number} referenceWorkMs
 * @param {number} controlWorkMs
 * @returns {number}
 */
export function calibratedMultiplier(referenceWorkMs, controlWorkMs) {
  if (!(controlWorkMs > 0)) throw new Error(`the control page recorded no main-thread work (${controlWorkMs} ms): it did not load`);
  return referenceWorkMs / controlWorkMs;
}
