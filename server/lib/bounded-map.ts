// The one eviction rule of the server's in-memory caches of things made per address or per read (public reads,
// kept parts, fetch Requests, static routers): at most `max` entries, the entry set longest ago goes first.

/** Sets `key` to `value`, moving it to the newest place; drops the oldest entry when a new key would pass `max`. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  if (!map.delete(key) && map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
