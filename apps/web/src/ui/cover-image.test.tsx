import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../testing/fake-api.js';
import { CoverImage } from './cover-image.js';

// jsdom has no object URLs: the authenticated cover gets a made-up one for the test.
const urlStatics = URL as unknown as {
  createObjectURL?: (blob: Blob) => string;
  revokeObjectURL?: (url: string) => void;
};
afterEach(() => {
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
});

describe('CoverImage', () => {
  it('shows the record icon when a release has no cover', () => {
    const api = fakeApi({});
    render(<CoverImage url={null} size={48} alt="Cover of Night Drive" />);
    expect(screen.getByRole('img', { name: 'Cover of Night Drive (no artwork)' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('loads an authenticated cover through an object URL', async () => {
    urlStatics.createObjectURL = () => 'blob:cover-1';
    urlStatics.revokeObjectURL = () => undefined;
    fakeApi({ 'GET /api/distribution/files/5/preview': () => 'image bytes' });
    render(<CoverImage url="/api/distribution/files/5/preview" size={48} alt="Cover of Night Drive" />);
    expect(screen.getByLabelText('Loading Cover of Night Drive')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Cover of Night Drive' })).toHaveAttribute('src', 'blob:cover-1');
  });

  it('falls back to the record icon when the cover cannot be loaded', async () => {
    fakeApi({ 'GET /api/distribution/files/6/preview': () => answer(404, { message: 'No such file' }) });
    render(<CoverImage url="/api/distribution/files/6/preview" size={48} alt="Cover of Daybreak" />);
    expect(await screen.findByRole('img', { name: 'Cover of Daybreak (no artwork)' })).toBeInTheDocument();
  });

  it('uses a public address as it is, without asking the API', () => {
    const api = fakeApi({});
    render(<CoverImage url="https://cdn.example.com/cover.jpg" authed={false} size={120} alt="Cover of Daybreak" />);
    expect(screen.getByRole('img', { name: 'Cover of Daybreak' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/cover.jpg',
    );
    expect(api.requests).toHaveLength(0);
  });
});
