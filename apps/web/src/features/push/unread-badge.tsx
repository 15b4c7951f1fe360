/** Unread notifications badge (placeholder until the push feature lands). */
export function UnreadBadge(_props: { className?: string }) {
  return null;
}
