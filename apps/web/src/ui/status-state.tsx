import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';

/** Where "go back" leads from a page that cannot show its thing. */
export interface BackLink {
  to: string;
  label: string;
}

interface StatusStateProps {
  icon: ReactNode;
  title: string;
  message: string;
  back?: BackLink;
  action?: ReactNode;
}

/** A whole-page answer instead of content: an icon, a heading, one sentence, a way out. */
function StatusState({ icon, title, message, back, action }: StatusStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      {icon}
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {message}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        {action}
        {back && (
          <Button component={RouterLink} to={back.to} variant="contained">
            {back.label}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

const iconSx = { fontSize: 56, color: 'text.disabled' } as const;

/** The API answers 404 both for what does not exist and for what belongs to someone else. */
export function NotFoundState({ what, back }: { what: string; back?: BackLink }) {
  return (
    <StatusState
      icon={<SearchOff sx={iconSx} aria-hidden />}
      title={`${capitalise(what)} not found`}
      message={`This ${what} does not exist, or it is not yours. Check the address, or go back to the list.`}
      back={back}
    />
  );
}

/** 403: the thing exists, but this account may not open it. */
export function ForbiddenState({ what, back }: { what: string; back?: BackLink }) {
  return (
    <StatusState
      icon={<LockOutlined sx={iconSx} aria-hidden />}
      title="Not yours"
      message={`This ${what} belongs to another account, and yours has no access to it.`}
      back={back}
    />
  );
}

/** Anything else that failed (the server, the network): say so and offer another try. */
export function ErrorState({ message, onRetry, back }: { message: string; onRetry?: () => void; back?: BackLink }) {
  return (
    <StatusState
      icon={<ErrorOutline sx={{ ...iconSx, color: 'error.main' }} aria-hidden />}
      title="Something went wrong"
      message={message}
      back={back}
      action={
        onRetry && (
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    />
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
