import { useCallback } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DELIVERY_FLAGS, LICENSING_TYPES } from '@liner/domain';
import { releaseApi } from './api.js';
import { IdentifierField } from './identifier-field.js';
import { DELIVERY_FLAG_LABELS } from '../../lib/delivery-flags.js';
import { GENRES, LANGUAGES, languageName, timeZones } from './release-options.js';
import { StoresField } from './stores-field.js';
import { fieldElementId } from './submission-check.js';
import { TerritoriesField } from './territories-field.js';
import type { WizardForm } from './wizard-form.js';
import type { StepProps } from './step-props.js';

const ZONES = timeZones();
const yearOf = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : null);

/** Page 2: version, label, UPC, genres, language, dates, licensing, C and P lines, territories, stores, delivery options. */
export function ReleaseInfoStep({ state, releaseId, errorOf }: StepProps) {
  const { form, patch, update } = state;
  const onStores = useCallback((storeIds: string[]) => patch({ storeIds }), [patch]);
  const text = (field: 'version' | 'label' | 'catalogNumber' | 'licensingInfo', label: string, required = false) => (
    <TextField
      id={fieldElementId(field)}
      label={label}
      value={form[field]}
      fullWidth
      required={required}
      onChange={(event) => patch({ [field]: event.target.value } as Partial<WizardForm>)}
      error={!!errorOf(field)}
      helperText={errorOf(field) ?? ' '}
    />
  );
  const line = (key: 'licensing' | 'soundRecording', symbol: string) => (
    <Stack direction="row" spacing={1}>
      <TextField
        id={fieldElementId(`copyright.${key}.year`)}
        label={`${symbol} year`}
        value={form.copyright[key].year ?? ''}
        sx={{ width: 120, flexShrink: 0 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        onChange={(event) =>
          update((draft) => ({
            ...draft,
            copyright: { ...draft.copyright, [key]: { ...draft.copyright[key], year: yearOf(event.target.value) } },
          }))
        }
        error={!!errorOf(`copyright.${key}.year`)}
        helperText={errorOf(`copyright.${key}.year`) ?? ' '}
      />
      <TextField
        id={fieldElementId(`copyright.${key}.name`)}
        label={`${symbol} line owner`}
        value={form.copyright[key].name}
        fullWidth
        required
        onChange={(event) =>
          update((draft) => ({
            ...draft,
            copyright: { ...draft.copyright, [key]: { ...draft.copyright[key], name: event.target.value } },
          }))
        }
        error={!!errorOf(`copyright.${key}.name`)}
        helperText={errorOf(`copyright.${key}.name`) ?? ' '}
      />
    </Stack>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

  return (
    <Stack spacing={3}>
      <Box sx={grid}>
        {text('version', 'Version (e.g. Remastered, Live)')}
        {text('label', 'Label', true)}
        <FormControlLabel
          sx={{ alignSelf: 'start' }}
          label="This release is a remix"
          control={
            <Checkbox
              checked={form.versionInfo.remix}
              onChange={(event) => patch({ versionInfo: { ...form.versionInfo, remix: event.target.checked } })}
            />
          }
        />
        <TextField
          label="Cover songs (separate with ;)"
          value={form.versionInfo.coverSongs}
          fullWidth
          helperText=" "
          onChange={(event) => patch({ versionInfo: { ...form.versionInfo, coverSongs: event.target.value } })}
        />
        {text('catalogNumber', 'Catalog number')}
      </Box>
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} spacing={1}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
          UPC
        </Typography>
        <IdentifierField
          name="UPC"
          id={fieldElementId('upc.code')}
          own={form.upc.active}
          code={form.upc.code}
          error={errorOf('upc.code')}
          onChange={({ own, code }) => patch({ upc: { active: own, code } })}
          validate={(code) => releaseApi.validateUpc(code, releaseId)}
        />
      </Stack>
      <Box sx={grid}>
        <Autocomplete
          freeSolo
          options={GENRES}
          value={form.primaryGenre}
          onInputChange={(_event, value) => patch({ primaryGenre: value })}
          renderInput={(params) => (
            <TextField
              {...params}
              id={fieldElementId('primaryGenre')}
              label="Primary genre"
              required
              error={!!errorOf('primaryGenre')}
              helperText={errorOf('primaryGenre') ?? ' '}
            />
          )}
        />
        <Autocomplete
          freeSolo
          options={GENRES}
          value={form.secondaryGenre}
          onInputChange={(_event, value) => patch({ secondaryGenre: value })}
          renderInput={(params) => <TextField {...params} label="Secondary genre" helperText=" " />}
        />
        <TextField
          id={fieldElementId('language')}
          select
          label="Metadata language"
          value={form.language}
          required
          onChange={(event) => patch({ language: event.target.value })}
          error={!!errorOf('language')}
          helperText={errorOf('language') ?? ' '}
        >
          {[...new Set([...LANGUAGES, form.language].filter(Boolean))].map((code) => (
            <MenuItem key={code} value={code}>
              {languageName(code)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={fieldElementId('licensingType')}
          select
          label="Licensing"
          value={form.licensingType}
          helperText=" "
          onChange={(event) => patch({ licensingType: event.target.value as WizardForm['licensingType'] })}
        >
          {LICENSING_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
        {form.licensingType !== 'Copyright' && text('licensingInfo', 'Licensing details')}
      </Box>
      <Box sx={grid}>
        <TextField
          id={fieldElementId('releaseDate')}
          type="date"
          label="Release date"
          value={form.releaseDate ?? ''}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => patch({ releaseDate: event.target.value || null })}
          error={!!errorOf('releaseDate')}
          helperText={errorOf('releaseDate') ?? ' '}
        />
        <TextField
          id={fieldElementId('originalReleaseDate')}
          type="date"
          label="Original release date"
          value={form.originalReleaseDate ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => patch({ originalReleaseDate: event.target.value || null })}
          error={!!errorOf('originalReleaseDate')}
          helperText={errorOf('originalReleaseDate') ?? 'Only if it was released before'}
        />
        <TextField
          type="time"
          label="Release time"
          value={form.releaseTime ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => patch({ releaseTime: event.target.value || null })}
          helperText=" "
        />
        <Autocomplete
          options={ZONES}
          value={form.timeZone || null}
          onChange={(_event, value) => patch({ timeZone: value ?? '' })}
          renderInput={(params) => <TextField {...params} label="Time zone" helperText=" " />}
        />
      </Box>
      <Box sx={grid}>
        {line('licensing', '©')}
        {line('soundRecording', '℗')}
      </Box>
      <TerritoriesField
        value={form.territories}
        onChange={(territories) => patch({ territories })}
        error={errorOf('territories')}
      />
      <StoresField value={form.storeIds} onChange={onStores} error={errorOf('storeIds')} />
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
          Delivery options
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {DELIVERY_FLAGS.map((flag) => (
            <FormControlLabel
              key={flag}
              label={DELIVERY_FLAG_LABELS[flag]}
              control={
                <Checkbox
                  checked={form.deliveryFlags[flag] === 1}
                  disabled={form.deliveryFlags[flag] === 2}
                  onChange={(event) =>
                    patch({ deliveryFlags: { ...form.deliveryFlags, [flag]: event.target.checked ? 1 : 0 } })
                  }
                />
              }
            />
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
