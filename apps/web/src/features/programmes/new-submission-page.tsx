import type { ComponentType } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgrammeKey } from '@liner/domain';
import { pathTo } from '../../app/routes.js';
import { ListSkeleton } from '../../ui/list-skeleton.js';
import { PageHeading } from '../../ui/page-heading.js';
import { QueryState } from '../../ui/query-state.js';
import { useToasts } from '../../ui/toasts.js';
import { useProgrammeEligibilityQuery } from './api.js';
import { PROGRAMME_PLUGINS } from './programme-plugins.js';
import { type ReleaseChoiceProps, ReleaseSelect } from './release-select.js';

/**
 * A new submission to a programme: whether the account may join (and why not), then the
 * programme's own form; once sent, its detail page. `releasePicker` lets the shared picker replace
 * the plain release selects.
 */
export function NewSubmissionPage({
  programme,
  releasePicker = ReleaseSelect,
}: {
  programme: ProgrammeKey;
  releasePicker?: ComponentType<ReleaseChoiceProps>;
}) {
  const plugin = PROGRAMME_PLUGINS[programme];
  const kind = useParams()[plugin.kindParam] ?? plugin.descriptor.kinds[0];
  const eligibility = useProgrammeEligibilityQuery(programme);
  const navigate = useNavigate();
  const toasts = useToasts();
  const { Form } = plugin;
  return (
    <Stack spacing={3}>
      <PageHeading title={`New ${plugin.descriptor.noun}`}>
        <Button component={RouterLink} to={pathTo(plugin.routes.kind, { [plugin.kindParam]: kind })}>
          Back to the list
        </Button>
      </PageHeading>
      <Typography color="text.secondary">{plugin.intro}</Typography>
      <QueryState
        query={eligibility}
        what={plugin.descriptor.title.toLowerCase()}
        back={{ to: pathTo(plugin.routes.list), label: plugin.descriptor.title }}
        loading={<ListSkeleton rows={3} square={false} label="Checking what your account may submit" />}
      >
        {(answer) =>
          answer.eligible ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Form
                kind={kind}
                releasePicker={releasePicker}
                onSubmitted={(submission) => {
                  toasts.push({ message: 'Your submission was sent for review', type: 'success' });
                  void navigate(
                    pathTo(plugin.routes.detail, { [plugin.kindParam]: submission.kind, id: submission.id }),
                  );
                }}
              />
            </Paper>
          ) : (
            <Alert severity="info">{answer.reasons.join(' ')}</Alert>
          )
        }
      </QueryState>
    </Stack>
  );
}
