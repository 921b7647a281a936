import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCESS_TYPE_LABELS, ACCESS_TYPES, type AccessType, type PermissionGrant } from '@liner/domain';
import { areaLabel } from '../../app/shell/permission-list.js';

/** One row per area with a checkbox per access type (View, Admin, Editor, Delete). */
export function PermissionsEditor({
  value,
  onChange,
}: {
  value: PermissionGrant[];
  onChange(next: PermissionGrant[]): void;
}) {
  const toggle = (area: PermissionGrant['name'], type: AccessType, on: boolean) =>
    onChange(
      value.map((grant) =>
        grant.name !== area
          ? grant
          : {
              ...grant,
              accessTypes: on
                ? ACCESS_TYPES.filter((t) => t === type || grant.accessTypes.includes(t))
                : grant.accessTypes.filter((t) => t !== type),
            },
      ),
    );
  return (
    <Stack divider={<span aria-hidden style={{ borderTop: '1px solid rgba(127,127,127,0.2)' }} />}>
      {value.map((grant) => (
        <Stack
          key={grant.name}
          role="group"
          aria-label={areaLabel(grant.name)}
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ alignItems: { sm: 'center' }, py: 0.5 }}
        >
          {/* A fixed column, so the longest area names ("Spotify discovery mode") do not run into View. */}
          <Typography sx={{ width: { sm: 240 }, flexShrink: 0, pr: { sm: 2 }, fontWeight: 600 }}>
            {areaLabel(grant.name)}
          </Typography>
          {/* Two by two on a phone: four in a row do not fit, and a lone Delete on its own line reads as a new row. */}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, max-content)' },
              columnGap: 1,
            }}
          >
            {ACCESS_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={ACCESS_TYPE_LABELS[type]}
                control={
                  <Checkbox
                    size="small"
                    checked={grant.accessTypes.includes(type)}
                    onChange={(event) => toggle(grant.name, type, event.target.checked)}
                    slotProps={{ input: { 'aria-label': `${areaLabel(grant.name)}: ${ACCESS_TYPE_LABELS[type]}` } }}
                  />
                }
              />
            ))}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
