/**
 * The page numbers a pager shows at once: at most `size` consecutive pages, the current one as
 * near the middle as the ends allow (page 1 of 9 shows 1-6, page 5 shows 2-7, page 9 shows 4-9).
 */
export function pageWindow(current: number, last: number, size: number): number[] {
  const count = Math.min(size, Math.max(last, 0));
  if (count === 0) return [];
  const before = Math.floor((count - 1) / 2);
  const first = Math.min(Math.max(1, current - before), last - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
