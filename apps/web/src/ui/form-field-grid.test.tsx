import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FormFieldGrid } from './form-field-grid.js';

interface Values {
  city: string;
  country: string;
}

function Harness({ onValues, locked = false }: { onValues(values: Values): void; locked?: boolean }) {
  const form = useForm<Values>({ defaultValues: { city: 'Bristol', country: '' } });
  useEffect(() => {
    form.setError('country', { message: 'Fill your country' });
  }, [form]);
  return (
    <form onSubmit={form.handleSubmit(onValues)}>
      <FormFieldGrid
        control={form.control}
        fields={[
          { name: 'city', label: 'City', required: true, span: 6, helperText: 'Where you live' },
          { name: 'country', label: 'Country', disabled: locked, helperText: 'As on your passport' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('FormFieldGrid', () => {
  it('binds each field to the form, with its label, required mark and helper text', async () => {
    let saved: Values | undefined;
    render(<Harness onValues={(values) => (saved = values)} />);
    const city = screen.getByLabelText(/City/);
    expect(city).toHaveValue('Bristol');
    expect(city).toBeRequired();
    expect(screen.getByText('Where you live')).toBeInTheDocument();
    await userEvent.clear(city);
    await userEvent.type(city, 'Leeds');
    await userEvent.type(screen.getByLabelText('Country'), 'United Kingdom');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ city: 'Leeds', country: 'United Kingdom' });
  });

  it("puts a field's error in place of its helper text, and passes the field's own props on", async () => {
    render(<Harness onValues={() => undefined} locked />);
    expect(await screen.findByText('Fill your country')).toBeInTheDocument();
    expect(screen.queryByText('As on your passport')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Country')).toBeDisabled();
    expect(screen.getByLabelText('Country')).toHaveAttribute('aria-invalid', 'true');
  });
});
