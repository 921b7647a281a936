import { describe, expect, it } from 'vitest';
import { youtubeVideoId, youtubeWatchUrl } from './youtube-video.js';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['youtu.be/a-b_c123456', 'a-b_c123456'],
    ['www.youtube.com/shorts/abcdefghijk', 'abcdefghijk'],
    ['  https://www.youtube.com/shorts/abcdefghijk/  ', 'abcdefghijk'],
  ])('reads %s', (input, id) => {
    expect(youtubeVideoId(input)).toBe(id);
  });

  it.each([
    '',
    'not a url',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/channel/UC1234567890',
    'https://www.youtube.com/playlist?list=PL123',
    'https://www.youtube.com/shorts/',
    'https://youtu.be/',
    'https://youtu.be/dQw4w9WgXcQ/extra',
    'https://vimeo.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ',
    'javascript://youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9Wg$cQ',
  ])('refuses %s', (input) => {
    expect(youtubeVideoId(input)).toBeNull();
  });

  it('writes the watch page of an id', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  });
});
