import Button from '@mui/material/Button';
import type { PayoutMethodsResponse } from '@liner/domain';
import { errorMessages } from '../../../ui/server-errors.js';
import { useToasts } from '../../../ui/toasts.js';
import { useManifestAccountMutation } from './provider-methods-api.js';

type Method = PayoutMethodsResponse['data'][number];

/**
 * After the address is confirmed: open the account at Manifest, then (while Manifest still waits
 * for the person) ask whether it can be paid now. Nothing to show once it is active.
 */
export function ManifestAccountActions({ method }: { method: Method }) {
  const toasts = useToasts();
  const create = useManifestAccountMutation('/api/profile/create/manifest-account');
  const check = useManifestAccountMutation('/api/profile/verify/manifest-connection');
  if (method.status !== 'verified' || method.providerAccount?.status === 'active') return null;
  const mutation = method.providerAccount ? check : create;
  const run = async () => {
    try {
      const answer = await mutation.mutateAsync();
      toasts.push({ message: answer.message, type: answer.providerAccount.status === 'active' ? 'success' : 'info' });
    } catch (error) {
      toasts.push({ message: errorMessages(error).join(' '), type: 'error' });
    }
  };
  return (
    <Button variant="contained" onClick={run} loading={mutation.isPending}>
      {method.providerAccount ? 'Check connection' : 'Create Manifest account'}
    </Button>
  );
}
