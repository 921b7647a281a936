import { IDENTITY_IMAGE_MAX_BYTES, IDENTITY_MESSAGES } from '@liner/domain';
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-checks.js';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('photoProblem', () => {
  it.each([
    ['a missing selfie', 'selfie', undefined, IDENTITY_MESSAGES.imageMissing('selfie')],
    ['a missing back', 'back', undefined, IDENTITY_MESSAGES.imageMissing('back')],
    ['a HEIC photo by type', 'front', file('a.jpg', 'image/heic'), IDENTITY_MESSAGES.imageHeic],
    ['a HEIC photo by name', 'front', file('IMG_1.HEIC', ''), IDENTITY_MESSAGES.imageHeic],
    ['a PDF', 'front', file('scan.pdf', 'application/pdf'), IDENTITY_MESSAGES.imageType],
    [
      'a photo over the limit',
      'front',
      file('a.png', 'image/png', IDENTITY_IMAGE_MAX_BYTES + 1),
      IDENTITY_MESSAGES.imageTooLarge,
    ],
    ['a JPEG', 'front', file('a.jpg', 'image/jpeg'), null],
    ['a PNG at the limit', 'selfie', file('a.png', 'image/png', IDENTITY_IMAGE_MAX_BYTES), null],
  ] as const)('%s', (_name, side, photo, expected) => {
    expect(photoProblem(side, photo)).toBe(expected);
  });
});
