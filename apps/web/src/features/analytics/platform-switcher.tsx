import { Link as RouterLink, useNavigate } from 'react-router';
import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ANALYTICS_PLATFORMS, type AnalyticsMetaResponse } from '@liner/domain';
import { pathTo } from '../../app/routes.js';

type Meta = AnalyticsMetaResponse['platforms'];

/** The platforms with data first, then the others, each group in the catalog's order. */
export function switcherPlatforms(meta: Meta | undefined) {
  const hasData = new Set(meta?.filter((row) => row.hasData).map((row) => row.slug));
  const listed = ANALYTICS_PLATFORMS.map((platform) => ({
    slug: platform.slug,
    name: platform.name,
    hasData: meta ? hasData.has(platform.slug) : undefined,
  }));
  return [...listed.filter((row) => row.hasData !== false), ...listed.filter((row) => row.hasData === false)];
}

/**
 * One tab per platform (a select on a phone), keeping the filters in the address; the toggle's
 * metric belongs to a platform and is left behind. A platform without data says so.
 */
export function PlatformSwitcher({ current, meta, search }: { current: string; meta?: Meta; search: string }) {
  const navigate = useNavigate();
  const selectId = useId();
  const platforms = switcherPlatforms(meta);
  const hrefOf = (slug: string) => `${pathTo('portal.analytics', { page: slug })}${search ? `?${search}` : ''}`;
  const nameOf = (row: (typeof platforms)[number]) => (row.hasData === false ? `${row.name} (no data)` : row.name);
  return (
    <>
      <Box sx={{ display: { xs: 'none', md: 'block' }, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
        <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label="Platforms">
          {platforms.map((row) => (
            <Tab
              key={row.slug}
              value={row.slug}
              label={
                row.hasData === false ? (
                  <span>
                    {row.name}{' '}
                    <Typography component="span" variant="caption" sx={{ display: 'block', lineHeight: 1.2 }}>
                      no data
                    </Typography>
                  </span>
                ) : (
                  row.name
                )
              }
              component={RouterLink}
              to={hrefOf(row.slug)}
            />
          ))}
        </Tabs>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        {/* The phone's own picker: a long list reads best there, and it costs no menu code. */}
        <FormControl fullWidth size="small">
          <InputLabel shrink htmlFor={selectId}>
            Platform
          </InputLabel>
          <NativeSelect
            id={selectId}
            input={<OutlinedInput notched label="Platform" />}
            value={current}
            onChange={(event) => void navigate(hrefOf(event.target.value))}
          >
            {platforms.map((row) => (
              <option key={row.slug} value={row.slug}>
                {nameOf(row)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      </Box>
    </>
  );
}
