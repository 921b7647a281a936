import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * The text box of an Autocomplete, built like the kit's TextInput from FormControl and
 * OutlinedInput: MUI's TextField would bring Select, Menu and Popover into the page for nothing.
 */
export function ComboInput({
  params,
  label,
  placeholder,
}: {
  params: AutocompleteRenderInputParams;
  label: string;
  placeholder?: string;
}) {
  const { id, disabled, fullWidth, size, slotProps } = params;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} size={size} disabled={disabled}>
      <InputLabel {...slotProps.inputLabel} htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...slotProps.input}
        id={id}
        label={label}
        placeholder={placeholder}
        inputProps={slotProps.htmlInput}
      />
    </FormControl>
  );
}
