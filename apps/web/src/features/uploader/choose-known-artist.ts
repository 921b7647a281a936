import { type ArtistPreferences, preferencesToReleaseDefaults } from '@liner/domain';
import { applyReleaseDefaults, type WizardForm } from './wizard-form.js';

/**
 * Choosing one of the account's known artists as a primary artist: the artist's preferences go
 * into the form (genres, lines, stores...), and the row takes the artist's name, store ids and
 * saved ISNI. An ISNI typed on the row stays only while the row is still that artist.
 */
export function chooseKnownArtist(form: WizardForm, key: string, prefs: ArtistPreferences): WizardForm {
  const next = applyReleaseDefaults(form, preferencesToReleaseDefaults(prefs));
  return {
    ...next,
    artists: next.artists.map((artist) =>
      artist.key === key
        ? {
            ...artist,
            name: prefs.artistName,
            spotifyId: prefs.platforms.spotify?.id ?? artist.spotifyId,
            appleId: prefs.platforms.apple?.id ?? artist.appleId,
            isni: prefs.additionalIds.isni || (artist.name.trim() === prefs.artistName.trim() ? artist.isni : ''),
          }
        : artist,
    ),
  };
}
