import Autocomplete from '@mui/material/Autocomplete';
import { ComboInput } from './combo-input.js';
import { COUNTRY_OPTIONS } from '../../lib/country-options.js';

type CountryOption = (typeof COUNTRY_OPTIONS)[number];
const byCode = new Map(COUNTRY_OPTIONS.map((option) => [option.code, option]));

/** One country from the app's shared list, or all of them (empty). */
export function CountryPicker({ country, onChange }: { country?: string; onChange(country?: string): void }) {
  return (
    <Autocomplete<CountryOption>
      size="small"
      sx={{ minWidth: 0, width: { xs: '100%', sm: 220 } }}
      options={COUNTRY_OPTIONS}
      value={(country && byCode.get(country)) || null}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.code}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      onChange={(_event, option) => onChange(option?.code)}
      renderInput={(params) => <ComboInput params={params} label="Country" placeholder="All countries" />}
    />
  );
}
