import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../testing/fake-api.js';
import { renderAt } from '../../testing/render.js';
import { DocumentsSection } from './documents-section.js';

describe('DocumentsSection', () => {
  it('lists each document with its kind, date and a download link', async () => {
    fakeApi({
      'GET /api/profile/documents': () => ({
        documents: [
          {
            id: 7,
            kind: 'contract',
            title: 'Priority agreement',
            fileUrl: '/api/profile/documents/7/file',
            date: '2026-03-02T10:00:00.000Z',
          },
          {
            id: 3,
            kind: 'tax-form',
            title: 'W-9',
            fileUrl: '/api/profile/documents/3/file',
            date: '2026-01-15T10:00:00.000Z',
          },
        ],
      }),
    });
    renderAt(<DocumentsSection />);
    expect(await screen.findByText('Priority agreement')).toBeInTheDocument();
    expect(screen.getByText('Mar 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Tax form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Priority agreement' })).toHaveAttribute(
      'href',
      '/api/profile/documents/7/file',
    );
    expect(screen.getByRole('link', { name: 'Download W-9' })).toHaveAttribute('href', '/api/profile/documents/3/file');
  });

  it('says so when there is no document yet', async () => {
    fakeApi({ 'GET /api/profile/documents': () => ({ documents: [] }) });
    renderAt(<DocumentsSection />);
    expect(await screen.findByText('No documents yet')).toBeInTheDocument();
  });

  it('tells a manager that only the owner sees the documents', async () => {
    fakeApi({ 'GET /api/profile/documents': () => answer(403, { message: 'Forbidden', code: 'FORBIDDEN' }) });
    renderAt(<DocumentsSection />);
    expect(await screen.findByText('Only the account owner can see its documents.')).toBeInTheDocument();
  });

  it('shows a failure with the server message', async () => {
    fakeApi({ 'GET /api/profile/documents': () => answer(500, { message: 'Something went wrong' }) });
    renderAt(<DocumentsSection />);
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });
});
