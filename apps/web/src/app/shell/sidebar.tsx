import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useRouteViewer } from '../may-open.js';
import { useSession } from '../session.js';
import { ChangelogMenu } from './changelog-menu.js';
import {
  isLinkActive,
  MAIN_LINKS,
  OPERATOR_LINKS,
  PRIMARY_LINKS,
  SECONDARY_LINKS,
  SECONDARY_VISIBLE,
  SETTINGS_LINKS,
  shouldExpandSecondary,
  SUPPORT_LINKS,
  type SidebarLink,
  visibleLinks,
} from './sidebar-links.js';

function LinkItem({ item, pathname, onNavigate }: { item: SidebarLink; pathname: string; onNavigate?: () => void }) {
  const Icon = item.icon;
  const active = isLinkActive(item.to, pathname);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={{ borderRadius: 2, mx: 1, py: 0.6 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={item.label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: active ? 700 : 500 } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function Group({
  label,
  items,
  pathname,
  onNavigate,
}: {
  label: string;
  items: SidebarLink[];
  pathname: string;
  onNavigate?: () => void;
}) {
  return (
    <List
      dense
      aria-label={label}
      subheader={
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', color: 'text.secondary' }}>
          {label}
        </ListSubheader>
      }
    >
      {items.map((item) => (
        <LinkItem key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

/** Sidebar groups: main, primary, secondary (5 until Show More), settings, support with the changelog menu. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { user } = useSession();
  const viewer = useRouteViewer();
  const shown = (items: SidebarLink[]) => visibleLinks(items, viewer);
  const [expanded, setExpanded] = useState(() => shouldExpandSecondary(pathname));
  useEffect(() => {
    if (shouldExpandSecondary(pathname)) setExpanded(true);
  }, [pathname]);
  const insights = shown(PRIMARY_LINKS);
  const services = shown(SECONDARY_LINKS);
  const secondary = expanded ? services : services.slice(0, SECONDARY_VISIBLE);
  return (
    <Box component="nav" aria-label="Portal" sx={{ py: 1, overflowY: 'auto', height: '100%' }}>
      <List dense aria-label="Main">
        {shown(MAIN_LINKS).map((item) => (
          <LinkItem key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
      </List>
      {insights.length > 0 && (
        <>
          <Divider sx={{ mx: 2 }} />
          <Group label="Insights" items={insights} pathname={pathname} onNavigate={onNavigate} />
        </>
      )}
      {services.length > 0 && (
        <>
          <Divider sx={{ mx: 2 }} />
          <Group label="Services" items={secondary} pathname={pathname} onNavigate={onNavigate} />
          {services.length > SECONDARY_VISIBLE && (
            <ListItemButton
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              sx={{ borderRadius: 2, mx: 1, py: 0.5 }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemIcon>
              <ListItemText
                primary={expanded ? 'Show Less' : 'Show More'}
                slotProps={{ primary: { variant: 'body2', color: 'primary' } }}
              />
            </ListItemButton>
          )}
        </>
      )}
      <Divider sx={{ mx: 2, mt: 1 }} />
      <Group label="Settings" items={shown(SETTINGS_LINKS)} pathname={pathname} onNavigate={onNavigate} />
      <Divider sx={{ mx: 2 }} />
      {user?.adminAccess && (
        <>
          <Group label="Operator" items={OPERATOR_LINKS} pathname={pathname} onNavigate={onNavigate} />
          <Divider sx={{ mx: 2 }} />
        </>
      )}
      <List dense aria-label="Help">
        {SUPPORT_LINKS.map((item) => (
          <LinkItem key={item.to} item={item} pathname={pathname} onNavigate={onNavigate} />
        ))}
        <ChangelogMenu />
      </List>
    </Box>
  );
}
