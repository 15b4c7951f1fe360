export function Logo({ size = 40 }: { size?: number }) {
  return <img src="/icons/icon.svg" alt="" width={size} height={size} className="shrink-0" />;
}
