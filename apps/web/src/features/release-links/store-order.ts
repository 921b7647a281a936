/**
 * Reordering of a smart link's stores (sorted, added at the front, edited, removed).
 * Pure list moves, so the buttons, the keyboard and drag-and-drop all share one tested rule.
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** Platforms a link does not list yet, to offer in "Add a store". */
export function missingPlatforms<T extends string>(all: readonly T[], listed: readonly string[]): T[] {
  const present = new Set(listed);
  return all.filter((platform) => !present.has(platform));
}
