/** Totals of sale lines per store and territory, and their reconciliation with a file's own figures. */
import { ExactSum } from '@liner/domain';
import type { SaleLine } from './types.js';

export interface TotalsRow {
  store?: string;
  territory?: string;
  currency: string;
  lines: number;
  units: bigint;
  amountMicros: bigint;
}

export interface StatementTotals {
  lines: number;
  byCurrency: TotalsRow[];
  byStore: TotalsRow[];
  byTerritory: TotalsRow[];
  byStoreAndTerritory: TotalsRow[];
}

/** A figure the statement file states itself (DSR summary records), to reconcile against. */
export interface ExpectedTotal {
  store: string;
  territory: string;
  currency: string;
  amountMicros: bigint;
}

export interface ReconciliationRow {
  store: string;
  territory: string;
  currency: string;
  expectedMicros: bigint;
  actualMicros: bigint;
  differenceMicros: bigint;
}

export interface Reconciliation {
  /** True when every store x territory x currency total equals the file's own, to the micro-unit. */
  ok: boolean;
  rows: ReconciliationRow[];
}

type Group = Map<string, TotalsRow>;

function add(
  group: Group,
  key: string,
  seed: Omit<TotalsRow, 'lines' | 'units' | 'amountMicros'>,
  from: TotalsRow,
): void {
  let row = group.get(key);
  if (!row) {
    row = { ...seed, lines: 0, units: 0n, amountMicros: 0n };
    group.set(key, row);
  }
  row.lines += from.lines;
  row.units += from.units;
  row.amountMicros += from.amountMicros;
}

function sorted(group: Group): TotalsRow[] {
  const key = (r: TotalsRow) => `${r.store ?? ''}\t${r.territory ?? ''}\t${r.currency}`;
  return [...group.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** One store x territory x currency cell while lines are added: exact sums without a bigint per line. */
interface Cell {
  store: string;
  territory: string;
  currency: string;
  lines: number;
  units: ExactSum;
  amount: ExactSum;
}

/**
 * Adds lines one at a time (an importer can total while it writes); `totals()` at any point.
 * Only store x territory x currency is kept per line (nested maps, no key strings built per line);
 * the coarser totals are added up from it when asked.
 */
export class TotalsAccumulator {
  private count = 0;
  private readonly cells = new Map<string, Map<string, Map<string, Cell>>>();

  add(line: SaleLine): void {
    this.count += 1;
    const cell = this.cell(line.store, line.territory, line.currency);
    cell.lines += 1;
    cell.units.add(line.units);
    cell.amount.add(line.amountMicros);
  }

  /** Adds lines already summed elsewhere (an importer that totals the same cells itself). */
  addSummed(row: {
    store: string;
    territory: string;
    currency: string;
    lines: number;
    units: bigint;
    amountMicros: bigint;
  }): void {
    this.count += row.lines;
    const cell = this.cell(row.store, row.territory, row.currency);
    cell.lines += row.lines;
    cell.units.add(row.units);
    cell.amount.add(row.amountMicros);
  }

  private cell(store: string, territory: string, currency: string): Cell {
    let byTerritory = this.cells.get(store);
    if (!byTerritory) this.cells.set(store, (byTerritory = new Map()));
    let byCurrency = byTerritory.get(territory);
    if (!byCurrency) byTerritory.set(territory, (byCurrency = new Map()));
    let cell = byCurrency.get(currency);
    if (!cell)
      byCurrency.set(
        currency,
        (cell = { store, territory, currency, lines: 0, units: new ExactSum(), amount: new ExactSum() }),
      );
    return cell;
  }

  totals(): StatementTotals {
    const both: Group = new Map();
    const currency: Group = new Map();
    const store: Group = new Map();
    const territory: Group = new Map();
    for (const byTerritory of this.cells.values()) {
      for (const byCurrency of byTerritory.values()) {
        for (const cell of byCurrency.values()) {
          const { store: s, territory: t, currency: c } = cell;
          const row: TotalsRow = {
            lines: cell.lines,
            units: cell.units.total,
            amountMicros: cell.amount.total,
            currency: c,
          };
          add(both, `${s}\t${t}\t${c}`, { store: s, territory: t, currency: c }, row);
          add(currency, c, { currency: c }, row);
          add(store, `${s}\t${c}`, { store: s, currency: c }, row);
          add(territory, `${t}\t${c}`, { territory: t, currency: c }, row);
        }
      }
    }
    return {
      lines: this.count,
      byCurrency: sorted(currency),
      byStore: sorted(store),
      byTerritory: sorted(territory),
      byStoreAndTerritory: sorted(both),
    };
  }
}

/** Totals per currency, store, territory and store x territory, in micro-units. */
export async function summarise(lines: AsyncIterable<SaleLine> | Iterable<SaleLine>): Promise<StatementTotals> {
  const totals = new TotalsAccumulator();
  for await (const line of lines) totals.add(line);
  return totals.totals();
}

/** Compares totals with the file's own figures per store x territory x currency. */
export function reconcile(expected: readonly ExpectedTotal[], totals: StatementTotals): Reconciliation {
  const rows = new Map<string, ReconciliationRow>();
  const row = (store: string, territory: string, currency: string): ReconciliationRow => {
    const key = `${store}\t${territory}\t${currency}`;
    let found = rows.get(key);
    if (!found) {
      found = { store, territory, currency, expectedMicros: 0n, actualMicros: 0n, differenceMicros: 0n };
      rows.set(key, found);
    }
    return found;
  };
  for (const e of expected) row(e.store, e.territory, e.currency).expectedMicros += e.amountMicros;
  for (const t of totals.byStoreAndTerritory)
    row(t.store ?? '', t.territory ?? '', t.currency).actualMicros += t.amountMicros;
  const all = [...rows.values()];
  for (const r of all) r.differenceMicros = r.actualMicros - r.expectedMicros;
  return { ok: all.every((r) => r.differenceMicros === 0n), rows: all };
}
