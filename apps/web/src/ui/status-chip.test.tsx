import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './status-chip.js';

describe('StatusChip', () => {
  it('names a delivered release Live once it is live, Delivered before', () => {
    const { rerender } = render(<StatusChip status={7} isLive />);
    expect(screen.getByText('Live')).toBeInTheDocument();
    rerender(<StatusChip status={7} />);
    expect(screen.getByText('Delivered')).toBeInTheDocument();
  });

  it("shows the server's badge as it is, with the bin icon for a release waiting to be removed", () => {
    render(<StatusChip badge={{ label: 'Pending', color: 'error', icon: 'trash' }} status={0} />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByLabelText('pending removal')).toBeInTheDocument();
  });

  it('outlines a draft and says Unknown for a status it does not know', () => {
    const { container, rerender } = render(<StatusChip status={0} />);
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(container.querySelector('.MuiChip-outlined')).not.toBeNull();
    expect(screen.queryByLabelText('pending removal')).not.toBeInTheDocument();
    rerender(<StatusChip status={42} />);
    expect(screen.getByText('Unknown')).toBeInTheDocument();
  });
});
