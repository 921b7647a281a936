import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BillingPlan } from '@liner/domain';
import { audienceText, planPriceText, trialText } from './plan-text.js';

/** Three across when they fill rows of three, else two (four plans as two rows of two, not three and one). */
const columnsFor = (count: number): number => (count <= 3 ? Math.max(count, 1) : count % 3 === 0 ? 3 : 2);

/** The plans on sale as a radio group of cards (arrow keys move between them). */
export function PlanChoice({
  plans,
  value,
  onChange,
}: {
  plans: BillingPlan[];
  value: string | null;
  onChange(planId: string): void;
}) {
  return (
    <RadioGroup
      aria-label="Plan"
      name="plan"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columnsFor(plans.length)}, 1fr)` },
      }}
    >
      {plans.map((plan) => {
        const trial = trialText(plan.trialDays);
        const isChosen = plan.id === value;
        return (
          <Paper
            key={plan.id}
            variant="outlined"
            sx={{
              borderRadius: 3,
              borderWidth: 2,
              borderColor: isChosen ? 'primary.main' : 'divider',
              p: 2,
            }}
          >
            <FormControlLabel
              value={plan.id}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
              label={
                <Stack spacing={0.5} sx={{ pt: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>{plan.name}</Typography>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
                    {planPriceText(plan)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {audienceText(plan)}
                  </Typography>
                  {trial && (
                    <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
                      {trial}
                    </Typography>
                  )}
                </Stack>
              }
            />
          </Paper>
        );
      })}
    </RadioGroup>
  );
}
