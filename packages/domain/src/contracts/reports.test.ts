import { describe, expect, it } from 'vitest';
import { ReportDownloadRequest, SalesReportRequest } from './reports.js';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('report request contracts', () => {
  it('asks for the dates of a sales report when they are empty or missing', () => {
    expect(messages(SalesReportRequest.safeParse({ start_date: '', end_date: '' }))).toEqual([
      'start_date: Choose a start date',
      'end_date: Choose an end date',
    ]);
    expect(messages(SalesReportRequest.safeParse({}))).toEqual([
      'start_date: Choose a start date',
      'end_date: Choose an end date',
    ]);
  });

  it('still wants yyyy-mm-dd and an ordered range', () => {
    expect(messages(SalesReportRequest.safeParse({ start_date: '1/2/2024', end_date: '2024-01-31' }))).toEqual([
      'start_date: Use yyyy-mm-dd',
    ]);
    expect(messages(SalesReportRequest.safeParse({ start_date: '2024-02-01', end_date: '2024-01-31' }))).toEqual([
      'end_date: The end date must not be before the start date',
    ]);
    expect(SalesReportRequest.parse({ start_date: '2024-01-01', end_date: '2024-01-31' })).toEqual({
      start_date: '2024-01-01',
      end_date: '2024-01-31',
      format: 'csv',
    });
  });

  it('leaves the range of the other families optional', () => {
    expect(ReportDownloadRequest.parse({ format: 'xlsx' })).toEqual({ format: 'xlsx' });
    expect(messages(ReportDownloadRequest.safeParse({ start_date: '' }))).toEqual(['start_date: Choose a start date']);
  });
});
