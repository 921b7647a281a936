import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
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
import type { StepProps } from './step-props.js';
import { WizardTextField } from './wizard-text-field.js';

const ZONES = timeZones();
const yearOf = (text: string) => (/^\d{4}$/.test(text) ? Number(text) : null);

/** Page 2: version, label, UPC, genres, language, dates, licensing, C and P lines, territories, stores, delivery options. */
export function ReleaseInfoStep({ state, releaseId, errorOf }: StepProps) {
  const { form, control, patch } = state;
  const onStores = useCallback((storeIds: string[]) => patch({ storeIds }), [patch]);
  const text = (field: 'version' | 'label' | 'catalogNumber' | 'licensingInfo', label: string, required = false) => (
    <WizardTextField control={control} name={field} errorOf={errorOf} label={label} fullWidth required={required} />
  );
  const line = (key: 'licensing' | 'soundRecording', symbol: string) => (
    <Stack direction="row" spacing={1}>
      <Controller
        control={control}
        name={`copyright.${key}.year`}
        render={({ field }) => (
          <TextField
            id={fieldElementId(`copyright.${key}.year`)}
            label={`${symbol} year`}
            name={field.name}
            value={field.value ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            sx={{ width: 120, flexShrink: 0 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            onChange={(event) => field.onChange(yearOf(event.target.value))}
            error={!!errorOf(`copyright.${key}.year`)}
            helperText={errorOf(`copyright.${key}.year`) ?? ' '}
          />
        )}
      />
      <WizardTextField
        control={control}
        name={`copyright.${key}.name`}
        errorOf={errorOf}
        label={`${symbol} line owner`}
        fullWidth
        required
      />
    </Stack>
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

  return (
    <Stack spacing={3}>
      <Box sx={grid}>
        {text('version', 'Version (e.g. Remastered, Live)')}
        {text('label', 'Label', true)}
        <Controller
          control={control}
          name="versionInfo.remix"
          render={({ field }) => (
            <FormControlLabel
              sx={{ alignSelf: 'start' }}
              label="This release is a remix"
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                />
              }
            />
          )}
        />
        <WizardTextField
          control={control}
          name="versionInfo.coverSongs"
          errorOf={errorOf}
          label="Cover songs (separate with ;)"
          fullWidth
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
        <Controller
          control={control}
          name="primaryGenre"
          render={({ field }) => (
            <Autocomplete
              freeSolo
              options={GENRES}
              value={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  id={fieldElementId('primaryGenre')}
                  label="Primary genre"
                  required
                  onBlur={field.onBlur}
                  error={!!errorOf('primaryGenre')}
                  helperText={errorOf('primaryGenre') ?? ' '}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="secondaryGenre"
          render={({ field }) => (
            <Autocomplete
              freeSolo
              options={GENRES}
              value={field.value}
              onInputChange={(_event, value) => field.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  id={fieldElementId('secondaryGenre')}
                  label="Secondary genre"
                  onBlur={field.onBlur}
                  error={!!errorOf('secondaryGenre')}
                  helperText={errorOf('secondaryGenre') ?? ' '}
                />
              )}
            />
          )}
        />
        <WizardTextField control={control} name="language" errorOf={errorOf} select label="Metadata language" required>
          {[...new Set([...LANGUAGES, form.language].filter(Boolean))].map((code) => (
            <MenuItem key={code} value={code}>
              {languageName(code)}
            </MenuItem>
          ))}
        </WizardTextField>
        <WizardTextField control={control} name="licensingType" errorOf={errorOf} select label="Licensing">
          {LICENSING_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </WizardTextField>
        {form.licensingType !== 'Copyright' && text('licensingInfo', 'Licensing details')}
      </Box>
      <Box sx={grid}>
        <WizardTextField
          control={control}
          name="releaseDate"
          errorOf={errorOf}
          nullWhenEmpty
          type="date"
          label="Release date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <WizardTextField
          control={control}
          name="originalReleaseDate"
          errorOf={errorOf}
          nullWhenEmpty
          type="date"
          label="Original release date"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Only if it was released before"
        />
        <WizardTextField
          control={control}
          name="releaseTime"
          errorOf={errorOf}
          nullWhenEmpty
          type="time"
          label="Release time"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <Autocomplete
              options={ZONES}
              value={field.value || null}
              onChange={(_event, value) => field.onChange(value ?? '')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  id={fieldElementId('timeZone')}
                  label="Time zone"
                  onBlur={field.onBlur}
                  error={!!errorOf('timeZone')}
                  helperText={errorOf('timeZone') ?? ' '}
                />
              )}
            />
          )}
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
