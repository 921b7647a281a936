import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { visuallyHidden } from '@mui/utils';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminBillingPlan } from '@liner/domain';
import { OperatorOnly } from '../../app/operator-only.js';
import { ErrorAlert } from '../../ui/error-alert.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { centsText } from '../../ui/money-text.js';
import { PageHeading } from '../../ui/page-heading.js';
import { SectionCard } from '../../ui/section-card.js';
import { BillingSettingsCard } from './billing-settings-card.js';
import { PlanEditDialog } from './plan-edit-dialog.js';
import { useAdminPlansQuery } from './plans-api.js';

/** /user-portal/admin/plans — the eight subscription plans' prices, trials and legacy flags, and the grace period. */
export default function PlansPage() {
  return (
    <OperatorOnly>
      <Plans />
    </OperatorOnly>
  );
}

const WIDE = { display: { xs: 'none', md: 'table-cell' } } as const;

function Plans() {
  const plans = useAdminPlansQuery();
  const [editing, setEditing] = useState<AdminBillingPlan | null>(null);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, md: 2 }, maxWidth: 1200, minWidth: 0 }}>
      <PageHeading title="Subscription plans" />
      <SectionCard
        id="plans"
        title="Plans"
        description="The install sells the plans marked on sale; a legacy plan keeps renewing for those already on it."
      >
        {plans.isPending && <ListSkeleton rows={4} square={false} label="Loading plans" />}
        {plans.isError && <ErrorAlert error={plans.error} />}
        {plans.data && (
          <TableContainer>
            <Table size="small" aria-label="Plans">
              <TableHead>
                <TableRow>
                  <TableCell>Plan</TableCell>
                  <TableCell align="right">Price</TableCell>
                  <TableCell sx={WIDE}>Trial</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell align="right" sx={WIDE}>
                    Subscribers
                  </TableCell>
                  <TableCell sx={WIDE}>Stripe price</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {plans.data.plans.map((plan) => (
                  <TableRow key={plan.id} hover>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {plan.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {plan.id}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {centsText(plan.priceCents, plan.currency)} / {plan.interval}
                    </TableCell>
                    <TableCell sx={WIDE}>{plan.trialDays > 0 ? `${plan.trialDays} days` : 'None'}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={plan.status === 'active' ? 'On sale' : 'Legacy'}
                        color={plan.status === 'active' ? 'success' : 'default'}
                        variant={plan.status === 'active' ? 'filled' : 'outlined'}
                      />
                    </TableCell>
                    <TableCell align="right" sx={WIDE}>
                      {plan.subscribers}
                    </TableCell>
                    <TableCell sx={{ ...WIDE, overflowWrap: 'anywhere' }}>{plan.stripePriceId ?? '—'}</TableCell>
                    <TableCell align="right">
                      <Button size="small" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name}`}>
                        Edit
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </SectionCard>
      {plans.data && <BillingSettingsCard settings={plans.data} />}
      {editing && <PlanEditDialog plan={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
