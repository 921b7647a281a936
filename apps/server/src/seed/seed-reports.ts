import type { ReportQueuedResponse } from '@liner/domain';
import { requestReport, type ReportOrder } from '../modules/reports/index.js';
import type { DemoContext } from './demo-context.js';
import { monthEnd, type StatementMonth } from './demo-statement-file.js';

/**
 * Reports each account ordered, generated at once (the seed has no job runner, so the report
 * request operation runs its worker inline): a year of sales and the earnings per track as CSV,
 * and last month's PDF statement.
 */
export async function seedReports(ctx: DemoContext, months: StatementMonth[]): Promise<ReportQueuedResponse[]> {
  ctx.clock.setDaysAgo(0);
  const lastMonth = months[months.length - 1].month;
  const yearAgo = months[Math.max(0, months.length - 12)].month;
  const orders: ReportOrder[] = [
    { kind: 'sales', format: 'csv', params: { start_date: `${yearAgo}-01`, end_date: monthEnd(lastMonth) } },
    { kind: 'tracks-earning', format: 'csv', params: {} },
    { kind: 'statement', format: 'pdf', params: { month: lastMonth } },
  ];
  const done: ReportQueuedResponse[] = [];
  for (const user of [ctx.accounts.artist, ctx.accounts.label])
    for (const order of orders) done.push(await requestReport(ctx.deps, user.id, order));
  return done;
}
