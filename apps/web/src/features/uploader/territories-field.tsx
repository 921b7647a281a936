import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReleaseTerritories } from '@liner/domain';
import { COUNTRIES, countryName } from './release-options.js';
import { fieldElementId } from './submission-check.js';

/** Worldwide with exclusions, or a list of territories (the ERN deal's own two shapes). */
export function TerritoriesField({
  value,
  onChange,
  error,
}: {
  value: ReleaseTerritories;
  onChange(next: ReleaseTerritories): void;
  error?: string;
}) {
  const codes = value.worldwide ? value.excluding : value.only;
  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Territories
      </Typography>
      <RadioGroup
        row
        value={value.worldwide ? 'worldwide' : 'only'}
        aria-label="Where the release is available"
        onChange={(event) =>
          onChange(
            event.target.value === 'worldwide' ? { worldwide: true, excluding: [] } : { worldwide: false, only: [] },
          )
        }
      >
        <FormControlLabel value="worldwide" control={<Radio />} label="Worldwide" />
        <FormControlLabel value="only" control={<Radio />} label="Only selected territories" />
      </RadioGroup>
      <Autocomplete
        multiple
        options={COUNTRIES}
        value={codes}
        getOptionLabel={(code) => `${countryName(code)} (${code})`}
        onChange={(_event, next) =>
          onChange(value.worldwide ? { worldwide: true, excluding: next } : { worldwide: false, only: next })
        }
        renderInput={(params) => (
          <TextField
            {...params}
            id={fieldElementId('territories')}
            label={value.worldwide ? 'Except in' : 'Available in'}
            error={!!error}
            helperText={
              error ?? (value.worldwide ? 'Leave empty to deliver everywhere' : 'Choose at least one territory')
            }
          />
        )}
      />
    </Stack>
  );
}
