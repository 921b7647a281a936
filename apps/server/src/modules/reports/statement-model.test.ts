import { describe, expect, it } from 'vitest';
import type { UserLedgerMovement } from './queries/statement-ledger.js';
import { categoriseMovements, movementsTotal } from './statement-model.js';

const movement = (
  id: number,
  kind: string,
  netMicros: bigint,
  idempotencyKey = `k:${id}`,
  feeIncomeMicros = 0n,
  distributionFeeMicros = 0n,
  taxWithheldMicros = 0n,
): UserLedgerMovement => ({
  transactionId: id,
  kind,
  idempotencyKey,
  occurredAt: new Date('2024-05-10T00:00:00Z'),
  netMicros,
  feeIncomeMicros,
  distributionFeeMicros,
  taxWithheldMicros,
});

describe('categoriseMovements', () => {
  it('shows the distribution fee and the tax withheld as lines of their own', async () => {
    // Stores paid 10.00; 15 % distribution fee kept (8.50 credited); a payout of 5.00 with a 0.25
    // fee and 1.20 tax withheld (3.55 sent).
    const result = await categoriseMovements(
      [
        movement(1, 'statement-earnings', 8_500_000n, 'statement:1:user:7', 0n, 1_500_000n),
        movement(2, 'payout-approved', -5_000_000n, 'k:2', 250_000n, 0n, 1_200_000n),
      ],
      async () => new Map([['Spotify', 10_000_000n]]),
    );
    expect(result.earningsByStore).toEqual([{ store: 'Spotify', amountMicros: 10_000_000n }]);
    expect(result.splitsOutMicros).toBe(0n);
    expect(result.distributionFeesMicros).toBe(-1_500_000n);
    expect([result.payoutsMicros, result.feesMicros, result.taxWithheldMicros]).toEqual([
      -3_550_000n,
      -250_000n,
      -1_200_000n,
    ]);
    expect(movementsTotal(result)).toBe(8_500_000n - 5_000_000n);
  });

  it('books a returned payout back under payouts and its refunded fee under fees', async () => {
    const result = await categoriseMovements(
      [
        movement(1, 'payout-approved', -2_000_000n, 'k:1', 250_000n),
        movement(2, 'payout-returned', 2_000_000n, 'k:2', -250_000n),
      ],
      async () => null,
    );
    expect([result.payoutsMicros, result.feesMicros, result.adjustmentsMicros]).toEqual([0n, 0n, 0n]);
    expect(movementsTotal(result)).toBe(0n);
  });

  it('splits an import into own store earnings and the split difference, in and out', async () => {
    const gross = new Map<string, Map<string, bigint> | null>([
      [
        'statement:1:user:7',
        new Map([
          ['Spotify', 1_000_000n],
          ['Deezer', 333_333n],
        ]),
      ], // owner who shares 25 %
      ['statement:2:user:7', new Map()], // a payee's share of someone else's lines
      ['other', null], // a posting without lines
    ]);
    const result = await categoriseMovements(
      [
        movement(1, 'statement-earnings', 1_000_000n, 'statement:1:user:7'),
        movement(2, 'statement-earnings', 123_457n, 'statement:2:user:7'),
        movement(3, 'statement-earnings', 5n, 'other'),
        movement(4, 'payout-request', 0n),
        movement(5, 'payout-approved', -2_000_000n, 'k:5', 250_000n),
        movement(6, 'transfer', 10n, 'k:6', 99n),
        movement(7, 'adjustment', -1n),
      ],
      async (m) => gross.get(m.idempotencyKey) ?? null,
    );
    expect(result.earningsByStore).toEqual([
      { store: 'Spotify', amountMicros: 1_000_000n },
      { store: 'Deezer', amountMicros: 333_333n },
      { store: 'Other Revenue', amountMicros: 5n },
    ]);
    expect(result.splitsOutMicros).toBe(-333_333n);
    expect(result.splitsInMicros).toBe(123_457n);
    // The receiver of a transfer pays no fee, whatever the fee-income line of the transaction says.
    expect([result.payoutsMicros, result.feesMicros, result.transfersInMicros, result.adjustmentsMicros]).toEqual([
      -1_750_000n,
      -250_000n,
      10n,
      -1n,
    ]);
    expect(movementsTotal(result)).toBe(1_000_000n + 123_457n + 5n - 2_000_000n + 10n - 1n);
  });
});
