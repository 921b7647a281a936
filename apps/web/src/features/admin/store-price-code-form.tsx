import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SetStorePriceCodeRequest, type StoreConnection } from '@liner/domain';
import { ErrorAlert } from '../../ui/error-alert.js';
import { FormTextField } from '../../ui/form-text-field.js';
import { applyFieldErrors } from '../../ui/server-errors.js';
import { useToasts } from '../../ui/toasts.js';
import { useSetStorePriceCode } from './stores-api.js';

type FormIn = z.input<typeof SetStorePriceCodeRequest>;
type FormOut = z.output<typeof SetStorePriceCodeRequest>;

/**
 * The price tier a download store's deals carry (its own code: FRONT, MID, BUDGET...). Saved on
 * its own, beside the connection settings, because it is a commercial term, not a transport one;
 * an empty field clears it, so the store applies its default tier.
 */
export function StorePriceCodeForm({ store }: { store: StoreConnection }) {
  const save = useSetStorePriceCode();
  const toasts = useToasts();
  const [rest, setRest] = useState<string[]>([]);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(SetStorePriceCodeRequest),
    values: { priceCode: store.priceCode ?? '' },
  });
  const submit = form.handleSubmit(async ({ priceCode }) => {
    setRest([]);
    const code = priceCode?.trim() ? priceCode.trim() : null;
    try {
      await save.mutateAsync({ id: store.id, body: { priceCode: code } });
      toasts.push({
        message: code ? `${store.name}: price code ${code} saved` : `${store.name}: price code cleared`,
        type: 'success',
      });
    } catch (error) {
      setRest(applyFieldErrors(error, form.setError, ['priceCode']));
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Price code of ${store.name}`}
      spacing={1}
      sx={{ pt: 0.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormTextField
          control={form.control}
          name="priceCode"
          label="Download price code"
          size="small"
          autoComplete="off"
          sx={{ flex: { sm: '0 1 320px' } }}
          helperText="The store's own tier, e.g. FRONT; empty: no price tier (the store's default)."
        />
        <Button type="submit" variant="outlined" size="small" loading={save.isPending} sx={{ mt: { sm: 0.5 } }}>
          Save price code
        </Button>
      </Stack>
      <ErrorAlert messages={rest} />
    </Stack>
  );
}
