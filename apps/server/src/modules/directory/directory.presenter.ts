type Row = { id: number; name: string; createdAt: Date; updatedAt: Date } & Record<string, unknown>;

export function presentDirectoryRow(row: Row) {
  const { createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
