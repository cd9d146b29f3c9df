/**
 * `compute` remembered per key, for a function that is costly next to a Map look-up (react-router's matchRoutes
 * ranks the whole route table on every call). At most `capacity` answers are kept: past that the memory starts over,
 * so addresses made up by the thousand cost no more than their computing.
 */
export function memoized<K, V>(compute: (key: K) => V, capacity = 1000): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    if (known.size >= capacity) known.clear();
    known.set(key, value);
    return value;
  };
}
