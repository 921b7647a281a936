import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render.js';
import { ProposedEditProblems } from './review-problems.js';

describe("the operator's edit-request review", () => {
  it('shows the errors and warnings the release would have with the edits applied', async () => {
    renderAt(
      <ProposedEditProblems
        problems={{
          errors: [{ path: 'artworkFileId', message: 'The artwork file was not found; upload it again' }],
          warnings: [
            { path: 'title', message: 'The title is not in English title case. Write it as "Northern Lights".' },
          ],
        }}
      />,
    );
    const errors = await screen.findByText(/With these edits the release would have problems/);
    expect(errors.closest('[role="alert"]')).toHaveTextContent('The artwork file was not found; upload it again');
    const warnings = screen.getByText('Store style warnings with these edits');
    expect(warnings.closest('[role="alert"]')).toHaveTextContent('is not in English title case');
  });

  it('says so when the edited release passes, and shows nothing when there is no request to judge', async () => {
    const { unmount } = renderAt(<ProposedEditProblems problems={{ errors: [], warnings: [] }} />);
    expect(
      await screen.findByText('With these edits applied, the pre-delivery check finds no problems.'),
    ).toBeInTheDocument();
    unmount();
    renderAt(<ProposedEditProblems problems={null} />);
    expect(screen.queryByText(/With these edits/)).not.toBeInTheDocument();
  });
});
