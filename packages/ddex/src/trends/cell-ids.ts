/**
 * Interned cells: a trend file repeats its days, codes, countries and dimension values millions
 * of times, so each distinct cell is read once and a row keeps small integer ids, never strings.
 */

/** The id of a cell that says nothing (an empty or "unknown" dimension value). */
export const NOT_SAID = -1;
/** The id of a cell that cannot be read; `problemOf` says why. */
export const UNREADABLE = -2;

/** Distinct cells remembered; past this the memory of cells starts again (ids stay the same). */
const MAX_CELLS = 100_000;

export class CellIds {
  /** The values, by id: what `read` made of the cells. */
  readonly values: string[] = [];
  private readonly byCell = new Map<string, number>();
  private readonly byValue = new Map<string, number>();

  /** `read` answers the value of a cell, null when it says nothing, or throws why it is bad. */
  constructor(private readonly read: (cell: string) => string | null) {}

  /** The id of the cell's value (>= 0), NOT_SAID or UNREADABLE. */
  idOf(cell: string): number {
    const known = this.byCell.get(cell);
    if (known !== undefined) return known;
    let id: number;
    try {
      const value = this.read(cell);
      id = value === null ? NOT_SAID : this.valueId(value);
    } catch {
      id = UNREADABLE;
    }
    if (this.byCell.size >= MAX_CELLS) this.byCell.clear();
    this.byCell.set(cell, id);
    return id;
  }

  /** Why an UNREADABLE cell cannot be read (read again: bad cells are rare). */
  problemOf(cell: string): string {
    try {
      this.read(cell);
      return `cannot read "${cell}"`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  private valueId(value: string): number {
    const known = this.byValue.get(value);
    if (known !== undefined) return known;
    this.values.push(value);
    this.byValue.set(value, this.values.length - 1);
    return this.values.length - 1;
  }
}
