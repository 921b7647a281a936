import { useRef } from 'react';
import type { Control } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ARTIST_ROLES, CREDIT_ROLES, formatTiktokStartTime, WRITER_ROLES } from '@liner/domain';
import { releaseApi } from './api.js';
import { AudioUploadStatus } from './audio-upload-status.js';
import { IdentifierField } from './identifier-field.js';
import { PeopleEditor, WritersEditor } from './people-editor.js';
import { LANGUAGES, languageName } from './release-options.js';
import { fieldElementId } from './submission-check.js';
import { uploadKindAccepts } from './upload-transport.js';
import type { AudioUploadState } from './use-audio-uploads.js';
import type { FormTrack, WizardForm } from './wizard-form.js';
import { WizardTextField } from './wizard-text-field.js';

interface TrackCardProps {
  control: Control<WizardForm>;
  track: FormTrack;
  index: number;
  count: number;
  expanded: boolean;
  /** A Single with one track takes its title and version from the release. */
  fromRelease: { title: string; version: string } | null;
  upload: AudioUploadState | undefined;
  errorOf(field: string): string | undefined;
  onExpand(open: boolean): void;
  onChange(change: Partial<FormTrack>): void;
  onMove(to: number): void;
  onRemove(): void;
  onUpload(file: File): void;
  uploadActions: { resume(): void; restart(): void; cancel(): void; dismiss(): void };
}

export function TrackCard(props: TrackCardProps) {
  const { control, track, index, count, expanded, fromRelease, upload, errorOf, onChange } = props;
  const input = useRef<HTMLInputElement>(null);
  const at = `tracks.${index}` as const;
  const title = fromRelease ? fromRelease.title : track.title;
  const hasErrors = [...Object.keys(track)].some((key) => errorOf(`${at}.${key}`));
  const duration = track.durationSeconds !== null ? formatTiktokStartTime(track.durationSeconds) : null;

  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => props.onExpand(open)}
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 2, '&::before': { display: 'none' }, borderColor: hasErrors ? 'error.main' : undefined }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`track-${track.key}-content`}
        id={`track-${track.key}-header`}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, flexShrink: 0 }}>{`${index + 1}.`}</Typography>
          <Typography noWrap sx={{ minWidth: 0 }}>
            {title || 'Untitled track'}
          </Typography>
          {duration && (
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {duration}
            </Typography>
          )}
          {track.explicit && (
            <Typography
              variant="caption"
              sx={{ border: 1, px: 0.5, borderRadius: 0.5, flexShrink: 0 }}
              aria-label="Explicit"
            >
              E
            </Typography>
          )}
          {!track.audioFileId && upload?.status !== 'uploading' && (
            <Typography variant="caption" color="error" sx={{ flexShrink: 0 }}>
              No audio
            </Typography>
          )}
          {upload?.status === 'uploading' && (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ flexShrink: 0 }}
            >{`Uploading ${Math.floor((upload.sent / Math.max(1, upload.total)) * 100)}%`}</Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`track-${track.key}-content`}>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <IconButton
              aria-label={`Move track ${index + 1} up`}
              disabled={index === 0}
              onClick={() => props.onMove(index - 1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move track ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => props.onMove(index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <input
              ref={input}
              type="file"
              hidden
              accept={uploadKindAccepts.audio}
              aria-label={`Replace the audio file of track ${index + 1}`}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) props.onUpload(file);
              }}
            />
            <Button
              id={fieldElementId(`${at}.audioFileId`)}
              size="small"
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={upload?.status === 'uploading'}
            >
              {track.audioFileId ? 'Replace audio file' : 'Choose audio file'}
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={props.onRemove}
            >{`Remove track ${index + 1}`}</Button>
          </Stack>
          <AudioUploadStatus
            track={track}
            upload={upload}
            error={errorOf(`${at}.audioFileId`)}
            actions={props.uploadActions}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {fromRelease ? (
              <>
                <TextField
                  id={fieldElementId(`${at}.title`)}
                  label="Track title"
                  value={fromRelease.title}
                  required
                  disabled
                  error={!!errorOf(`${at}.title`)}
                  helperText={errorOf(`${at}.title`) ?? 'A single takes the release title'}
                />
                <TextField
                  id={fieldElementId(`${at}.version`)}
                  label="Track version"
                  value={fromRelease.version}
                  disabled
                  error={!!errorOf(`${at}.version`)}
                  helperText={errorOf(`${at}.version`) ?? ' '}
                />
              </>
            ) : (
              <>
                <WizardTextField
                  control={control}
                  name={`${at}.title`}
                  errorOf={errorOf}
                  label="Track title"
                  required
                />
                <WizardTextField control={control} name={`${at}.version`} errorOf={errorOf} label="Track version" />
              </>
            )}
            <WizardTextField
              control={control}
              name={`${at}.iswc`}
              errorOf={errorOf}
              label="ISWC"
              placeholder="T-034.524.680-1"
            />
            <WizardTextField
              control={control}
              name={`${at}.language`}
              errorOf={errorOf}
              select
              label="Language of the lyrics"
            >
              {[...new Set([...LANGUAGES, track.language].filter(Boolean))].map((code) => (
                <MenuItem key={code} value={code}>
                  {languageName(code)}
                </MenuItem>
              ))}
            </WizardTextField>
            <WizardTextField
              control={control}
              name={`${at}.tiktokStartTime`}
              errorOf={errorOf}
              label="TikTok start (m:ss)"
              placeholder="0:45"
              helperText="Store previews start here too"
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              <FormControlLabel
                label="Explicit lyrics"
                control={
                  <Checkbox
                    checked={track.explicit}
                    onChange={(event) =>
                      onChange({
                        explicit: event.target.checked,
                        ...(event.target.checked ? { cleanVersion: false } : {}),
                      })
                    }
                  />
                }
              />
              <FormControlLabel
                label="Clean version of an explicit track"
                control={
                  <Checkbox
                    checked={track.cleanVersion}
                    onChange={(event) =>
                      onChange({
                        cleanVersion: event.target.checked,
                        ...(event.target.checked ? { explicit: false } : {}),
                      })
                    }
                  />
                }
              />
            </Stack>
          </Box>
          <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700 }}>
              ISRC
            </Typography>
            <IdentifierField
              name="ISRC"
              id={fieldElementId(`${at}.isrc`)}
              own={track.ownIsrc}
              code={track.isrc}
              error={errorOf(`${at}.isrc`)}
              onChange={({ own, code }) => onChange({ ownIsrc: own, isrc: code })}
              validate={(code) => releaseApi.validateIsrc(code, track.id)}
            />
          </Stack>
          <PeopleEditor
            title="Artists"
            at={`${at}.artists`}
            rows={track.artists}
            roles={ARTIST_ROLES}
            errorOf={errorOf}
            withIsni
            onChange={(artists) => onChange({ artists })}
          />
          <WritersEditor
            at={`${at}.writers`}
            rows={track.writers}
            roles={WRITER_ROLES}
            errorOf={errorOf}
            onChange={(writers) => onChange({ writers })}
          />
          <PeopleEditor
            title="Credits"
            at={`${at}.credits`}
            rows={track.credits}
            roles={CREDIT_ROLES}
            errorOf={errorOf}
            onChange={(credits) => onChange({ credits })}
          />
          <WizardTextField
            control={control}
            name={`${at}.lyrics`}
            errorOf={errorOf}
            label="Lyrics"
            multiline
            minRows={3}
            maxRows={12}
          />
          <WizardTextField
            control={control}
            name={`${at}.linerNote`}
            errorOf={errorOf}
            label="Liner note"
            multiline
            minRows={2}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
