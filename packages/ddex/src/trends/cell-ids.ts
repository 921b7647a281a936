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
  /**
   * Cells met, found by their place in the text without cutting them out (no string per cell):
   * by slot, the cell's index in `cells` + 1 (0: empty) and its hash.
   */
  private slotCell = new Int32Array(256);
  private slotHash = new Int32Array(256);
  private cells: string[] = [];
  private cellIds: number[] = [];
  private lastCell = '';
  private lastId = NOT_SAID;

  /** `read` answers the value of a cell, null when it says nothing, or throws why it is bad. */
  constructor(private readonly read: (cell: string) => string | null) {}

  /** The id of the cell `text[start, end)`, as `idOf` answers it. */
  idOfRange(text: string, start: number, end: number): number {
    const length = end - start;
    const last = this.lastCell;
    // A file sorted by day and track repeats the cell of the row before in most columns.
    if (last.length === length && text.startsWith(last, start)) return this.lastId;
    let hash = length;
    for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    const cells = this.cells;
    const mask = this.slotCell.length - 1;
    let slot = (hash ^ (hash >>> 15)) & mask;
    for (;;) {
      const at = (this.slotCell[slot] as number) - 1;
      if (at === -1) break;
      const cell = cells[at] as string;
      if (this.slotHash[slot] === hash && cell.length === length && text.startsWith(cell, start)) {
        this.lastCell = cell;
        this.lastId = this.cellIds[at] as number;
        return this.lastId;
      }
      slot = (slot + 1) & mask;
    }
    const cell = text.slice(start, end);
    const id = this.idOf(cell);
    if (cells.length >= MAX_CELLS || (cells.length + 1) * 2 > this.slotCell.length) {
      this.rehash(cells.length >= MAX_CELLS ? 256 : this.slotCell.length * 2);
      return this.idOfRange(text, start, end);
    }
    this.slotCell[slot] = cells.push(cell);
    this.slotHash[slot] = hash;
    this.cellIds.push(id);
    this.lastCell = cell;
    this.lastId = id;
    return id;
  }

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

  /** A table of `slots` slots with the cells met (none when it starts again: MAX_CELLS). */
  private rehash(slots: number): void {
    const keep = slots > this.slotCell.length;
    const hashes = this.slotHash;
    const at = this.slotCell;
    this.slotCell = new Int32Array(slots);
    this.slotHash = new Int32Array(slots);
    if (!keep) {
      this.cells = [];
      this.cellIds = [];
      return;
    }
    for (let old = 0; old < at.length; old += 1) {
      const cell = at[old] as number;
      if (cell === 0) continue;
      const hash = hashes[old] as number;
      let slot = (hash ^ (hash >>> 15)) & (slots - 1);
      while (this.slotCell[slot] !== 0) slot = (slot + 1) & (slots - 1);
      this.slotCell[slot] = cell;
      this.slotHash[slot] = hash;
    }
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
