import { useCallback } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CaptchaField } from './captcha-field.js';

/** The captcha as a field of a react-hook-form form: its value is the solution the server checks. */
export function FormCaptcha<T extends FieldValues>({
  control,
  name,
  resetKey,
}: {
  control: Control<T, unknown, FieldValues>;
  name: Path<T>;
  resetKey: number;
}) {
  const { field, fieldState } = useController({ control, name });
  const { onChange } = field;
  const onSolution = useCallback((solution: string) => onChange(solution), [onChange]);
  return <CaptchaField onChange={onSolution} resetKey={resetKey} error={fieldState.error?.message} />;
}
