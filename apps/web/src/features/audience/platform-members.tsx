import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AudienceMember } from '@liner/domain';

/** The profiles a refresh read on the platforms, with their followers. */
export function PlatformMembers({ members }: { members: AudienceMember[] }) {
  if (members.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        No platform profile yet. Add your Spotify, Apple Music or Audiomack profile in Preferences, then refresh.
      </Typography>
    );
  return (
    <List disablePadding aria-label="Platform profiles">
      {members.map((member) => (
        <ListItem key={member.id} divider sx={{ gap: 2 }}>
          <Avatar src={member.image ?? undefined} alt="" variant="rounded" sx={{ width: 44, height: 44 }}>
            {(member.name ?? '?').charAt(0)}
          </Avatar>
          <Stack sx={{ minWidth: 0, flex: 1 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {member.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {member.service_name}
              {member.spotify && (
                <>
                  {' · '}
                  <Link href={member.spotify} target="_blank" rel="noopener noreferrer">
                    Profile
                  </Link>
                </>
              )}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {member.followers === null ? 'Followers unknown' : `${member.followers.toLocaleString('en')} followers`}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
