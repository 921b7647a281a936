import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SplitPayee } from '@liner/domain';
import { useAccountCurrency } from '../../lib/wallet-balance.js';
import { PAYEE_STATUS } from '../../ui/payee-status.js';
import { moneyText } from '../../ui/money-text.js';

/** Each payee with share and answer; held money shows while they have not accepted. */
export function PayeeChips({ payees }: { payees: SplitPayee[] }) {
  const currency = useAccountCurrency();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      component="ul"
      aria-label="Payees"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {payees.map((payee) => (
        <li key={payee.email}>
          <Chip
            size="small"
            variant="outlined"
            color={PAYEE_STATUS[payee.status].color}
            label={`${payee.name ?? payee.email} · ${payee.share}% · ${PAYEE_STATUS[payee.status].label}${payee.status === 'pending' && /[1-9]/.test(payee.held) ? ` · ${moneyText(payee.held, currency)} held` : ''}`}
          />
        </li>
      ))}
    </Stack>
  );
}
