import { describe } from 'vitest';
import { reportsEachProblem, type ProblemCase } from './test-support/problem-cases.js';

// Rules about the message header: one mistake, one problem in the person's words.
const cases: ProblemCase[] = [
  [
    'a bad sender DPID',
    (r) => {
      r.header.sender.dpid = 'PA-DPIDA-2014122301-Q';
    },
    {
      path: 'header.sender.dpid',
      message: 'Sender DDEX party id "PA-DPIDA-2014122301-Q" must be PADPIDA followed by letters and digits.',
    },
  ],
  [
    'no recipient',
    (r) => {
      r.header.recipients = [];
    },
    { path: 'header.recipients', message: 'The message has no recipient store.' },
  ],
  [
    'a message time without zone',
    (r) => {
      r.header.createdAt = '2025-01-15T10:00:00';
    },
    {
      path: 'header.createdAt',
      message: 'Message time "2025-01-15T10:00:00" must be a date-time with a time zone, e.g. 2025-01-15T10:00:00Z.',
    },
  ],
];

describe('checkReleaseForDelivery: the message header', () => {
  reportsEachProblem(cases);
});
