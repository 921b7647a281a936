import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { visuallyHidden } from '@mui/utils';
import type { AudienceMember } from '@liner/domain';

/** Columns a phone has no room for; the fan's name and address stay. */
const wideOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

const fanLabel = (fan: AudienceMember) => fan.name ?? fan.email ?? `Fan ${fan.id}`;

/**
 * One page of fans: a checkbox per fan for the bulk removal (and one for the whole page), the
 * fan's name and address, country, platform and whether they receive e-mail blasts.
 */
export function FansTable({
  fans,
  selected,
  mayManage,
  onToggle,
  onTogglePage,
  onRemove,
}: {
  fans: AudienceMember[];
  selected: ReadonlySet<number>;
  mayManage: boolean;
  onToggle(id: number): void;
  onTogglePage(select: boolean): void;
  onRemove(fan: AudienceMember): void;
}) {
  const chosenOnPage = fans.filter((fan) => selected.has(fan.id)).length;
  return (
    <Table size="small" aria-label="Fans">
      <TableHead>
        <TableRow>
          {mayManage && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={fans.length > 0 && chosenOnPage === fans.length}
                indeterminate={chosenOnPage > 0 && chosenOnPage < fans.length}
                onChange={(event) => onTogglePage(event.target.checked)}
                slotProps={{ input: { 'aria-label': 'Select every fan of this page' } }}
              />
            </TableCell>
          )}
          <TableCell>Fan</TableCell>
          <TableCell sx={wideOnly}>Country</TableCell>
          <TableCell sx={wideOnly}>Platform</TableCell>
          <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>E-mail blasts</TableCell>
          {mayManage && (
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {fans.map((fan) => (
          <TableRow key={fan.id} hover selected={selected.has(fan.id)}>
            {mayManage && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(fan.id)}
                  onChange={() => onToggle(fan.id)}
                  slotProps={{ input: { 'aria-label': `Select ${fanLabel(fan)}` } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ maxWidth: 0, width: '100%' }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <Avatar src={fan.image ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
                  {fanLabel(fan).charAt(0).toUpperCase()}
                </Avatar>
                <Stack sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                    {fan.name ?? '—'}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap>
                    {fan.email}
                  </Typography>
                </Stack>
              </Stack>
            </TableCell>
            <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{fan.country ?? '—'}</TableCell>
            <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
              {fan.service_name ?? '—'}
              {fan.subscription_type === 'premium' && (
                <Chip size="small" label="Premium" variant="outlined" sx={{ ml: 1 }} />
              )}
            </TableCell>
            <TableCell sx={wideOnly}>
              {fan.blast_email_subscribed ? (
                <Chip size="small" color="success" label="Subscribed" />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No
                </Typography>
              )}
            </TableCell>
            {mayManage && (
              <TableCell align="right" padding="checkbox">
                <IconButton aria-label={`Remove ${fanLabel(fan)}`} onClick={() => onRemove(fan)} size="small">
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
