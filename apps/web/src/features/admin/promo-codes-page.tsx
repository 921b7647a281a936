import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { visuallyHidden } from '@mui/utils';
import type { PromoCode } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { formatDay } from '../../lib/format.js';
import { ConfirmDialog } from '../../ui/confirm-dialog.js';
import { PageHeading } from '../../ui/page-heading.js';
import { TablePager } from '../../ui/table-pager.js';
import { TableStates } from '../../ui/table-states.js';
import { useToasts } from '../../ui/toasts.js';
import { PromoCodeDialog } from './promo-code-dialog.js';
import { useEndPromoCodeMutation, usePromoCodesQuery } from './promo-codes-api.js';

/** /user-portal/admin/promo-codes — the operator's promotional codes: make one, see its uses, end it. */
export default function PromoCodesPage() {
  return (
    <OperatorOnly>
      <PromoCodes />
    </OperatorOnly>
  );
}

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;
const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;

const usesText = (code: PromoCode): string =>
  code.maxUses === null ? `${code.uses}` : `${code.uses} of ${code.maxUses}`;

function StatusChip({ code }: { code: PromoCode }) {
  if (code.usable) return <Chip size="small" color="success" label="Active" />;
  const usedUp = code.maxUses !== null && code.uses >= code.maxUses;
  return <Chip size="small" variant="outlined" label={usedUp ? 'Used up' : 'Ended'} />;
}

function PromoCodes() {
  const [page, setPage] = useState(1);
  const codes = usePromoCodesQuery(page);
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<PromoCode | null>(null);
  const end = useEndPromoCodeMutation();
  const toasts = useToasts();
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageHeading title="Promotional codes">
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New code
        </Button>
      </PageHeading>
      <Typography color="text.secondary">
        A code gives the account that applies it free days without the subscription check, once per account.
      </Typography>
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <TableStates
          query={codes}
          loadingLabel="Loading promotional codes"
          emptyMessage="No promotional code yet. Make one with New code."
        />
        {codes.data && codes.data.data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="Promotional codes">
              <TableHead>
                <TableRow>
                  <TableCell>Code</TableCell>
                  <TableCell align="right" sx={FROM_SM}>
                    Free days
                  </TableCell>
                  <TableCell align="right">Uses</TableCell>
                  <TableCell sx={WIDE}>Last day</TableCell>
                  <TableCell sx={WIDE}>Created</TableCell>
                  <TableCell sx={FROM_SM}>Status</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {codes.data.data.map((code) => (
                  <TableRow key={code.id} hover>
                    <TableCell>
                      <Typography
                        variant="body2"
                        sx={{ fontFamily: 'monospace', fontWeight: 600, whiteSpace: 'nowrap' }}
                      >
                        {code.code}
                      </Typography>
                      {/* On a phone the days and the status sit under the code, so End stays in view. */}
                      <Stack
                        direction="row"
                        spacing={1}
                        sx={{ display: { sm: 'none' }, alignItems: 'center', mt: 0.5 }}
                      >
                        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          {code.durationDays} free days
                        </Typography>
                        <StatusChip code={code} />
                      </Stack>
                    </TableCell>
                    <TableCell align="right" sx={FROM_SM}>
                      {code.durationDays}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {usesText(code)}
                    </TableCell>
                    <TableCell sx={WIDE}>{code.expiresOn ? formatDay(code.expiresOn) : 'None'}</TableCell>
                    <TableCell sx={WIDE}>{formatDay(code.createdAt)}</TableCell>
                    <TableCell sx={FROM_SM}>
                      <StatusChip code={code} />
                    </TableCell>
                    <TableCell align="right">
                      {code.usable && (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setEnding(code)}
                          aria-label={`End ${code.code}`}
                        >
                          End
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <TablePager page={codes.data} onPageChange={setPage} />
      </Paper>
      {creating && <PromoCodeDialog onClose={() => setCreating(false)} />}
      {ending && (
        <ConfirmDialog
          title={`End ${ending.code}?`}
          confirmLabel="End code"
          dismissLabel="Keep it"
          confirmColor="error"
          onClose={() => setEnding(null)}
          onConfirm={async () => {
            const answer = await end.mutateAsync(ending.id);
            toasts.push({ message: answer.message, type: 'success' });
          }}
        >
          Nobody can apply it from now on. The {ending.uses} {ending.uses === 1 ? 'account' : 'accounts'} that used it
          keep their free days.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
