import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useToasts } from '../../ui/toasts.js';
import { CodeConfirmForm } from './code-confirm-form.js';

interface AuthenticatorSetupProps {
  qr: string;
  secretKey: string;
  onConfirm(code: string): Promise<void>;
  onCancel(): void;
}

/** Scan the QR code (or type the key), then prove it works with a code from the app. */
export function AuthenticatorSetup({ qr, secretKey, onConfirm, onCancel }: AuthenticatorSetupProps) {
  const toasts = useToasts();

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(secretKey);
      toasts.push({ message: 'Code copied to clipboard', type: 'success' });
    } catch {
      toasts.push({ message: 'Could not copy; select the key and copy it by hand', type: 'warning' });
    }
  };

  return (
    <Stack spacing={2.5}>
      <Typography variant="body2">
        1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box
          component="img"
          src={qr}
          alt="QR code to add Liner to your authenticator app"
          sx={{ width: 176, height: 176, bgcolor: '#fff', p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}
        />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            Or enter this key by hand:
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              data-testid="totp-key"
              component="code"
              sx={{
                fontFamily: 'monospace',
                fontSize: 15,
                letterSpacing: '0.08em',
                overflowWrap: 'anywhere',
                bgcolor: 'action.hover',
                px: 1,
                py: 0.5,
                borderRadius: 1,
              }}
            >
              {secretKey}
            </Typography>
            <Tooltip title="Copy key">
              <IconButton onClick={copyKey} aria-label="Copy key" size="small">
                <ContentCopy fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </Stack>
      </Stack>
      <Typography variant="body2">2. Enter the 6-digit code the app shows.</Typography>
      <CodeConfirmForm onConfirm={onConfirm} onCancel={onCancel} />
    </Stack>
  );
}
