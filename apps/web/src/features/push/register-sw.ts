/** Registers /sw.js (placeholder until the push feature lands). */
export function registerServiceWorker(): void {}
