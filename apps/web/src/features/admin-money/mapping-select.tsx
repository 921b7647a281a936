import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useStatementMappingsQuery } from './api.js';

const LABEL = 'Column mapping';

/** The saved column mappings (for CSVs of other layouts); none = the format is detected. */
export function MappingSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error?: string[];
}) {
  const mappings = useStatementMappingsQuery();
  const helper =
    error?.join('\n') ??
    (mappings.isError
      ? 'The saved mappings could not be loaded'
      : 'For a CSV in another layout: which column holds what');
  return (
    <FormControl fullWidth error={!!error || mappings.isError}>
      <InputLabel shrink htmlFor="statement-mapping">
        {LABEL}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput notched label={LABEL} />}
        inputProps={{ id: 'statement-mapping', 'aria-describedby': 'statement-mapping-helper' }}
      >
        <option value="">None: DSR, DistroKid or TuneCore (detected)</option>
        {mappings.data?.data.map((mapping) => (
          <option key={mapping.id} value={String(mapping.id)}>
            {mapping.name}
          </option>
        ))}
      </NativeSelect>
      <FormHelperText id="statement-mapping-helper">{helper}</FormHelperText>
    </FormControl>
  );
}
