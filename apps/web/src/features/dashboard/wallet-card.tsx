import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import { useAccountCurrency } from '../../lib/wallet-balance.js';
import { moneyText } from '../../ui/money-text.js';
import { useDashboardWalletQuery } from './api.js';

/** Available balance; the server already floors it to two decimals, so it is shown as is. */
export function WalletCard() {
  const wallet = useDashboardWalletQuery();
  const currency = useAccountCurrency();
  return (
    <Card
      variant="outlined"
      sx={{ height: '100%', borderRadius: 3, display: 'flex', flexDirection: 'column' }}
      component="section"
      aria-labelledby="dashboard-wallet"
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <AccountBalanceWallet color="primary" aria-hidden />
          <Typography id="dashboard-wallet" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Wallet
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Available balance
        </Typography>
        {wallet.isPending && (
          <Skeleton variant="text" width={140} sx={{ fontSize: '2.25rem' }} aria-label="Loading balance" />
        )}
        {wallet.isError && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            Something went wrong
          </Typography>
        )}
        {wallet.data && (
          <Typography
            sx={{ fontSize: '2.25rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            data-testid="wallet-balance"
          >
            {moneyText(wallet.data.availableBalance, currency)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={RouterLink} to="/user-portal/wallet" size="small">
          Open wallet
        </Button>
      </CardActions>
    </Card>
  );
}
