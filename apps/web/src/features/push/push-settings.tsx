/** Push settings panel (placeholder until the push feature lands). */
export function PushSettings() {
  return null;
}
