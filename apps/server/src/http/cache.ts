/**
 * A tiny read-through cache for hot, rarely-written data (the Home payload). Writers call
 * invalidate(); the TTL bounds staleness when another process did the write.
 */
export interface Cache<T> {
  get(load: () => Promise<T>): Promise<T>;
  invalidate(): void;
}

export function createCache<T>(ttlMs: number): Cache<T> {
  let value: { data: T; at: number } | undefined;
  let inflight: Promise<T> | undefined;
  let generation = 0;
  return {
    async get(load) {
      if (value && Date.now() - value.at < ttlMs) return value.data;
      if (inflight) return inflight;
      const started = generation;
      inflight = load()
        .then((data) => {
          if (started === generation) value = { data, at: Date.now() };
          return data;
        })
        .finally(() => {
          inflight = undefined;
        });
      return inflight;
    },
    invalidate() {
      generation++;
      value = undefined;
      inflight = undefined;
    },
  };
}
