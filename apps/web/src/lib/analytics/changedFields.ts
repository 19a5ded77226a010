function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * How many fields differ between `before` and `after`: nested records count per key (a map
 * of genre fields, one per field), anything else by value.
 *
 * @example countChangedFields({ a: 'x', m: { k: 1 } }, { a: 'y', m: { k: 1, j: 2 } }) // 2
 */
export function countChangedFields(before: unknown, after: unknown): number {
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    let changed = 0;
    for (const key of keys) changed += countChangedFields(before[key], after[key]);
    return changed;
  }
  return JSON.stringify(before) === JSON.stringify(after) ? 0 : 1;
}
