import type { PickerRelease, PickerTrack } from '@liner/domain';
import { fakeApi } from './fake-api.js';

let nextId = 1000;

/** A track for the pickers; a fresh id unless one is given. */
export function pickerTrack(title: string, overrides: Partial<PickerTrack> = {}): PickerTrack {
  nextId += 1;
  return { id: nextId, title, isrc: `QZPCK26${String(nextId).padStart(5, '0')}`, hasSplit: false, ...overrides };
}

/** A release for the pickers with these tracks. */
export function pickerRelease(
  title: string,
  tracks: PickerTrack[] = [pickerTrack(`${title} track`)],
  overrides: Partial<PickerRelease> = {},
): PickerRelease {
  nextId += 1;
  return { id: nextId, title, img: null, upc: '0602445566778', nielsenStatus: null, tracks, ...overrides };
}

/**
 * The picker's endpoint answering from `releases` the way the server does: `per_page` a page,
 * the titles containing `search` in any case.
 */
export function fakePickerApi(releases: PickerRelease[], path = '/api/portal/releases/picker') {
  return fakeApi({
    [`GET ${path}`]: ({ query }) => {
      const page = Number(query.page ?? 1);
      const perPage = Number(query.per_page ?? 6);
      const search = (query.search ?? '').toLowerCase();
      const found = releases.filter((release) => release.title.toLowerCase().includes(search));
      return {
        data: found.slice((page - 1) * perPage, page * perPage),
        current_page: page,
        last_page: Math.max(1, Math.ceil(found.length / perPage)),
        total: found.length,
        per_page: perPage,
      };
    },
  });
}
