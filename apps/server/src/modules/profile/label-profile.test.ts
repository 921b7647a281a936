import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PROFILE_MESSAGES, socialLinkMessage } from '@liner/domain';
import { createTestApp, type TestContext } from '../../../test/harness.js';
import { artworkFile } from '../../../test/audio-fixtures.js';
import { bearer, createUser } from '../../../test/factories.js';

describe('profile: the label profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    await ctx.close();
  });

  const update = (token: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/label-profile/update',
      headers: bearer(token),
      payload: payload as object,
    });
  const sendImage = (token: string, bytes: Buffer, type = 'image/png') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/profile/label-profile/image',
      headers: { ...bearer(token), 'content-type': type },
      payload: bytes,
    });
  const labelProfile = async (token: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().profile.labelProfile;

  it('saves name, description and the four links, checking each link against its network', async () => {
    const { token } = await createUser(ctx, { type: 'label' });
    const bad = await update(token, {
      name: '',
      instagram: 'https://facebook.com/northbound',
      facebook: 'http://facebook.com/northbound',
      x: 'https://x.com/',
      youtube: 'https://www.youtube.com/watch?v=abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: [LABEL_PROFILE_MESSAGES.name],
      instagram: [socialLinkMessage('instagram')],
      facebook: [socialLinkMessage('facebook')],
      x: [socialLinkMessage('x')],
      youtube: [socialLinkMessage('youtube')],
    });
    const saved = await update(token, {
      name: 'Northbound Records',
      about: 'Indie label from Bristol.',
      instagram: 'https://www.instagram.com/northbound.records/',
      facebook: 'https://www.facebook.com/profile.php?id=1000123',
      x: 'https://twitter.com/northbound',
      youtube: 'https://www.youtube.com/@northbound',
    });
    expect(saved.json()).toEqual({ message: LABEL_PROFILE_MESSAGES.saved });
    expect(await labelProfile(token)).toEqual({
      name: 'Northbound Records',
      about: 'Indie label from Bristol.',
      imageUrl: null,
      links: {
        instagram: 'https://www.instagram.com/northbound.records/',
        facebook: 'https://www.facebook.com/profile.php?id=1000123',
        x: 'https://twitter.com/northbound',
        youtube: 'https://www.youtube.com/@northbound',
      },
    });
    await update(token, { name: 'Northbound Records', instagram: '' });
    expect((await labelProfile(token)).links.instagram).toBeNull();
  });

  it('is for label accounts only', async () => {
    const { token } = await createUser(ctx, { type: 'artist' });
    const res = await update(token, { name: 'Mine' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(LABEL_PROFILE_MESSAGES.labelsOnly);
    expect((await sendImage(token, await artworkFile({ width: 400, format: 'png' }))).statusCode).toBe(409);
  });

  it('checks the image with sharp: kind, size and dimensions, then serves the new one', async () => {
    const { token } = await createUser(ctx, { type: 'label' });
    const noImage = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile/label-profile/image',
      headers: bearer(token),
    });
    expect(noImage.statusCode).toBe(404);

    const notImage = await sendImage(token, Buffer.from('this is not a picture'));
    expect(notImage.json().errors).toEqual({ image: [LABEL_PROFILE_MESSAGES.imageNotImage] });
    const tiny = await sendImage(token, await artworkFile({ width: 200, format: 'png' }));
    expect(tiny.json().errors).toEqual({ image: [LABEL_PROFILE_MESSAGES.imageTooSmall] });
    const svg = await sendImage(
      token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"></svg>'),
      'image/png',
    );
    expect(svg.json().errors).toEqual({ image: [LABEL_PROFILE_MESSAGES.imageWrongFormat] });
    const gif = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/label-profile/image',
      headers: { ...bearer(token), 'content-type': 'image/gif' },
      payload: Buffer.from('GIF89a'),
    });
    expect(gif.statusCode).toBe(415);
    const huge = await sendImage(token, Buffer.alloc(5 * 1024 * 1024 + 10));
    expect(huge.statusCode).toBe(413);

    const png = await artworkFile({ width: 400, height: 320, format: 'png' });
    const stored = await sendImage(token, png, 'image/jpeg');
    expect(stored.json()).toEqual({ message: LABEL_PROFILE_MESSAGES.imageSaved });
    const first = (await labelProfile(token)).imageUrl as string;
    expect(first).toMatch(/^\/api\/profile\/label-profile\/image\?v=/);
    const served = await ctx.app.inject({ method: 'GET', url: first, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    await sendImage(token, await artworkFile({ width: 500, format: 'jpeg' }), 'image/jpeg');
    const second = (await labelProfile(token)).imageUrl;
    expect(second).not.toBe(first);
    const replaced = await ctx.app.inject({ method: 'GET', url: second, headers: bearer(token) });
    expect(replaced.headers['content-type']).toBe('image/jpeg');
  });
});
