import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusicOutlined';
import { AUDIO_RULES, type UploadedFileView } from '@liner/domain';
import { useAudioReuseQuery } from './api.js';
import { TrackCard } from './track-card.js';
import { uploadKindAccepts } from './upload-transport.js';
import { useAudioUploads } from './use-audio-uploads.js';
import { moveItem, newTrack, titleFromFileName, type FormTrack } from './wizard-form.js';
import type { StepProps } from './step-props.js';

/** Page 3: add tracks by uploading audio (resumable), edit their fields, reorder them. */
export function TracksStep({ state, releaseId, errorOf, focusField }: StepProps) {
  const { form, update } = state;
  const reuse = useAudioReuseQuery(releaseId, state.savedTracks);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState<Set<string>>(() => new Set(form.tracks.length === 1 ? [form.tracks[0].key] : []));

  const setTrack = useCallback(
    (key: string, change: Partial<FormTrack>) =>
      update((draft) => ({
        ...draft,
        tracks: draft.tracks.map((track) => (track.key === key ? { ...track, ...change } : track)),
      })),
    [update],
  );

  const [rejected, setRejected] = useState<{ key: string; fileName: string; reasons: string[] }[]>([]);
  const tracksRef = useRef(form.tracks);
  tracksRef.current = form.tracks;
  const audio = useAudioUploads({
    onDone: (key: string, file: UploadedFileView) =>
      setTrack(key, { audioFileId: file.id, audioName: file.originalName, durationSeconds: file.durationSeconds }),
    // A file added as a new track that the server refuses leaves no empty track behind: the
    // reasons show above the list. A refused replacement keeps the track and shows them on it.
    onRejected: (key, fileName, reasons) => {
      if (tracksRef.current.find((track) => track.key === key)?.audioFileId) return false;
      update((draft) => ({ ...draft, tracks: draft.tracks.filter((track) => track.key !== key) }));
      setRejected((current) => [...current, { key, fileName, reasons }]);
      return true;
    },
  });

  // A problem link to a track field opens that track.
  useEffect(() => {
    const match = focusField ? /^tracks\.(\d+)/.exec(focusField) : null;
    const track = match ? form.tracks[Number(match[1])] : undefined;
    if (track) setOpen((current) => new Set(current).add(track.key));
  }, [focusField, form.tracks]);

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const added = [...files].map((file) => ({
      track: { ...newTrack(form), title: titleFromFileName(file.name) },
      file,
    }));
    update((draft) => ({ ...draft, tracks: [...draft.tracks, ...added.map((item) => item.track)] }));
    setOpen((current) => new Set([...current, ...added.map((item) => item.track.key)]));
    for (const item of added) audio.start(item.track.key, item.file);
  };

  const single = form.type === 'Single' && form.tracks.length === 1;
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        sx={{ p: 2, borderRadius: 2, borderStyle: 'dashed', textAlign: 'center' }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          addFiles(event.dataTransfer.files);
        }}
      >
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={uploadKindAccepts.audio}
          aria-label="Upload audio"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = '';
          }}
        />
        <LibraryMusicIcon color="action" sx={{ fontSize: 40 }} />
        <Typography sx={{ mb: 1 }}>
          {`Add tracks: ${AUDIO_RULES.formats.join(', ')}, stereo, 16 or 24 bit, 44.1 kHz or more. Drop files here or choose them.`}
        </Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          Add tracks
        </Button>
      </Paper>
      {rejected.map((item) => (
        <Alert
          key={item.key}
          severity="error"
          role="alert"
          onClose={() => setRejected((current) => current.filter((other) => other.key !== item.key))}
        >
          <AlertTitle>{`${item.fileName} was not accepted`}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {item.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        </Alert>
      ))}
      {reuse.data && reuse.data.data.length > 0 && (
        <Alert severity="warning" aria-label="Same recording under another ISRC">
          <AlertTitle>Same recording under another ISRC</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {reuse.data.data.map((warning) => (
              <li key={warning.path}>{warning.message}</li>
            ))}
          </Box>
        </Alert>
      )}
      {errorOf('tracks') && (
        <Typography id="wizard-field-tracks" tabIndex={-1} color="error">
          {errorOf('tracks')}
        </Typography>
      )}
      {form.tracks.length === 0 && (
        <Typography color="text.secondary">No tracks yet. Each audio file you add becomes a track.</Typography>
      )}
      <Box>
        {form.tracks.map((track, index) => (
          <TrackCard
            key={track.key}
            control={state.control}
            track={track}
            index={index}
            count={form.tracks.length}
            expanded={open.has(track.key)}
            fromRelease={single ? { title: form.title, version: form.version } : null}
            upload={audio.uploads[track.key]}
            errorOf={errorOf}
            onExpand={(isOpen) =>
              setOpen((current) => {
                const next = new Set(current);
                if (isOpen) next.add(track.key);
                else next.delete(track.key);
                return next;
              })
            }
            onChange={(change) => setTrack(track.key, change)}
            onMove={(to) => update((draft) => ({ ...draft, tracks: moveItem(draft.tracks, index, to) }))}
            onRemove={() => {
              audio.cancel(track.key);
              update((draft) => ({ ...draft, tracks: draft.tracks.filter((row) => row.key !== track.key) }));
            }}
            onUpload={(file) => audio.start(track.key, file)}
            uploadActions={{
              resume: () => audio.resume(track.key),
              restart: () => audio.restart(track.key),
              cancel: () => audio.cancel(track.key),
              dismiss: () => audio.dismiss(track.key),
            }}
          />
        ))}
      </Box>
    </Stack>
  );
}
