// How a benchmark reports its figures against their targets, the same in every bench script.

/**
 * Prints each figure as a row (label, figure, target, met or MISSED) and, at the end, how many targets were
 * missed; with BENCH_STRICT=1 a missed target makes the process exit non-zero.
 * @param {{ labelWidth: number, valueWidth: number }} columns  the widths of the label and figure columns
 */
function targetReport({ labelWidth, valueWidth }) {
  const missed = [];
  return {
    /**
     * @param {string} label
     * @param {unknown} shown  the figure as printed
     * @param {string} target  the target as printed, e.g. `≤ 100`
     * @param {boolean} met
     */
    check(label, shown, target, met) {
      console.log(
        `${label.padEnd(labelWidth)} ${String(shown).padStart(valueWidth)}   target ${target.padEnd(valueWidth)} ${met ? 'met' : 'MISSED'}`,
      );
      if (!met) missed.push(label);
    },
    finish() {
      console.log(missed.length ? `\n${missed.length} target(s) missed` : '\nevery target met');
      if (missed.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
    },
  };
}

module.exports = { targetReport };
