import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { AdminReleaseView } from '@liner/domain';

type ProblemList = AdminReleaseView['problems'];

/** The pre-delivery check's findings on a release in review: errors stop delivery, warnings were accepted. */
export function ReviewProblems({
  problems,
  titles = { errors: 'Problems', warnings: 'Store style warnings' },
  noneText = 'No problems found by the pre-delivery check.',
}: {
  problems: ProblemList;
  titles?: { errors: string; warnings: string };
  noneText?: string;
}) {
  if (problems.errors.length === 0 && problems.warnings.length === 0) {
    return (
      <Alert severity="success" variant="outlined">
        {noneText}
      </Alert>
    );
  }
  return (
    <Stack spacing={1}>
      {problems.errors.length > 0 && (
        <Alert severity="error">
          <AlertTitle>{titles.errors}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {problems.errors.map((item) => (
              <li key={item.path + item.message}>{item.message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {problems.warnings.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{titles.warnings}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {problems.warnings.map((item) => (
              <li key={item.path + item.message}>{item.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}

/** The same check on the release as it would be with a request's edits applied, shown before the decision. */
export function ProposedEditProblems({ problems }: { problems: ProblemList | null }) {
  if (!problems) return null;
  return (
    <ReviewProblems
      problems={problems}
      titles={{
        errors: 'With these edits the release would have problems (approval is refused until they are fixed)',
        warnings: 'Store style warnings with these edits',
      }}
      noneText="With these edits applied, the pre-delivery check finds no problems."
    />
  );
}
