/**
 * A map of values worked out once and kept, held to a bound: once it holds `max` entries, the next new key
 * clears it and starts again. For caches whose keys may come from anywhere (a request's time zone, any day),
 * where keeping the most used ones exactly is worth less than a small, cheap rule.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }

  /** The value kept for `key`, or the one `make` works out, kept for next time. */
  kept(key: K, make: (key: K) => V): V {
    let value = this.get(key);
    if (value === undefined) {
      value = make(key);
      this.set(key, value);
    }
    return value;
  }
}
