/** Steps in the order of their numbers, which are text ('01', '2', '10'): compared as numbers where they are. */
export function byStepNumber(a: { stepNumber: string }, b: { stepNumber: string }): number {
  return a.stepNumber.trim().localeCompare(b.stepNumber.trim(), undefined, { numeric: true });
}
