import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../ui/error-alert.js';
import { SectionCard } from '../../ui/section-card.js';
import { useRepresentativesQuery } from './settings-api.js';

/** Who at this Liner install looks after the account, and where to write. */
export function RepresentativesSection() {
  const representatives = useRepresentativesQuery();
  const data = representatives.data;
  return (
    <SectionCard
      id="representatives"
      title="Your representatives"
      description="The Liner team looking after your account."
    >
      <ErrorAlert error={representatives.error} />
      {representatives.isPending && <Skeleton variant="rounded" height={48} aria-label="Loading representatives" />}
      {data && data.representatives.length === 0 && (
        <Typography color="text.secondary">Nothing here yet ...</Typography>
      )}
      {data && data.representatives.length > 0 && (
        <List dense disablePadding aria-label="Representatives">
          {data.representatives.map((person) => (
            <ListItem key={person.id} disableGutters>
              <ListItemText primary={person.name} secondary={person.role} />
            </ListItem>
          ))}
        </List>
      )}
      {data && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Write to <Link href={`mailto:${data.contactEmail}`}>{data.contactEmail}</Link>
        </Typography>
      )}
    </SectionCard>
  );
}
