import type SvgIcon from '@mui/material/SvgIcon';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import AutoFixHighOutlinedIcon from '@mui/icons-material/AutoFixHighOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import CopyrightOutlinedIcon from '@mui/icons-material/CopyrightOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import CurrencyExchangeOutlinedIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import GraphicEqOutlinedIcon from '@mui/icons-material/GraphicEqOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import LibraryMusicOutlinedIcon from '@mui/icons-material/LibraryMusicOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import MicExternalOnOutlinedIcon from '@mui/icons-material/MicExternalOnOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PieChartOutlineOutlinedIcon from '@mui/icons-material/PieChartOutlineOutlined';
import PlaylistAddCheckOutlinedIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import QueueMusicOutlinedIcon from '@mui/icons-material/QueueMusicOutlined';
import QueryStatsOutlinedIcon from '@mui/icons-material/QueryStatsOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import RadarOutlinedIcon from '@mui/icons-material/RadarOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import SpeakerGroupOutlinedIcon from '@mui/icons-material/SpeakerGroupOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import YouTubeIcon from '@mui/icons-material/YouTube';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { mayOpen, type RouteViewer } from '../may-open.js';
import { pathTo } from '../routes.js';

type SvgIconComponent = typeof SvgIcon;

export interface SidebarLink {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The route's name: its flags decide who sees the link, as they decide who reaches the page. */
  route: string;
}

const link = (
  label: string,
  name: string,
  icon: SvgIconComponent,
  params?: Record<string, string | number>,
): SidebarLink => ({ label, to: pathTo(name, params), icon, route: name });

/** The sidebar groups, in the order the shell shows them. */
export const MAIN_LINKS: SidebarLink[] = [
  link('Dashboard', 'portal.index', DashboardOutlinedIcon),
  link('Releases', 'portal.releases', AlbumOutlinedIcon, { page: 1 }),
  link('Wallet', 'portal.wallet', AccountBalanceWalletOutlinedIcon),
];

export const PRIMARY_LINKS: SidebarLink[] = [
  link('Sales', 'portal.sales', ShoppingCartOutlinedIcon),
  link('Analytics', 'portal.analytics', InsightsOutlinedIcon, { page: 'overview' }),
  link('Reports', 'portal.reports', DescriptionOutlinedIcon),
  link('Audience', 'portal.audience', GroupsOutlinedIcon),
];

/** Only the first SECONDARY_VISIBLE are shown until "Show More". */
export const SECONDARY_VISIBLE = 5;
export const SECONDARY_LINKS: SidebarLink[] = [
  link('Royalty Splits', 'portal.royalty-shares', PieChartOutlineOutlinedIcon),
  link('Greenlist', 'portal.greenlist', PlaylistAddCheckOutlinedIcon),
  link('Blocklist', 'portal.blocklist', BlockOutlinedIcon),
  link('Release Links', 'portal.release-links', LinkOutlinedIcon),
  link('Priority Pitch', 'portal.playlist', QueueMusicOutlinedIcon),
  link('Usage Discovery', 'portal.usage-discovery', RadarOutlinedIcon),
  link('Chart Registration', 'portal.chart-registration', EmojiEventsOutlinedIcon),
  link('Copyright Registration', 'portal.copyright-registration', CopyrightOutlinedIcon),
  link('Publishing', 'portal.publishing', LibraryMusicOutlinedIcon),
  link('Cover Song Licensing', 'portal.cover-song-licensing', VerifiedOutlinedIcon),
  link('Advance Funding', 'portal.advance-funding', PaymentsOutlinedIcon),
  link('Audio Recognition', 'portal.trackscan', GraphicEqOutlinedIcon),
  link('Spotify discovery', 'portal.spotify-discovery', SpeakerGroupOutlinedIcon),
  link('Promotional', 'portal.promotional', CampaignOutlinedIcon),
  link('Fan blast', 'portal.fan-blast', MicExternalOnOutlinedIcon),
  link('Channel monetization', 'portal.youtube-mcn', YouTubeIcon),
  link('AI mastering', 'portal.ai-mastering', AutoFixHighOutlinedIcon),
];

export const SETTINGS_LINKS: SidebarLink[] = [
  link('Settings', 'portal.profile', SettingsOutlinedIcon),
  link('Preferences', 'portal.preferences', TuneOutlinedIcon),
  link('Billing', 'portal.billing', CreditCardOutlinedIcon),
  link('Managers', 'portal.managers', SupervisorAccountOutlinedIcon),
  link('Audit trail', 'portal.audit', HistoryOutlinedIcon),
];

/** Who is looking (see may-open.ts). */
export type SidebarViewer = RouteViewer;

/**
 * The links a person may follow, by the guard's own flags: a collaborator does not see the routes
 * hidden from them (rule 9), someone acting for another account does not see what their grants do
 * not open, nor that account's managers and trail (rule 1).
 */
export function visibleLinks(items: SidebarLink[], viewer: SidebarViewer): SidebarLink[] {
  return items.filter((item) => mayOpen(item.route, viewer));
}

/** Operator screens, shown only to accounts with the admin flag (the API checks it too). */
export const OPERATOR_LINKS: SidebarLink[] = [
  link('Review queue', 'admin.review', FactCheckOutlinedIcon),
  link('Identity checks', 'admin.identity-checks', BadgeOutlinedIcon),
  link('Support inbox', 'admin.support', SupportAgentOutlinedIcon),
  link('Programmes', 'admin.programmes', PlaylistAddCheckOutlinedIcon),
  link('Help centre', 'admin.help-centre', MenuBookOutlinedIcon),
  link('Statements', 'admin.statements', ReceiptLongOutlinedIcon),
  link('Analytics imports', 'admin.analytics-imports', QueryStatsOutlinedIcon),
  link('Exchange rates', 'admin.exchange-rates', CurrencyExchangeOutlinedIcon),
  link('Payouts', 'admin.payouts', RequestQuoteOutlinedIcon),
  link('Offers', 'admin.offers', WorkspacePremiumOutlinedIcon),
  link('Subscription plans', 'admin.plans', CardMembershipOutlinedIcon),
  link('Promotional codes', 'admin.promo-codes', ConfirmationNumberOutlinedIcon),
  link('Stores & connections', 'admin.stores', StorefrontOutlinedIcon),
];

export const SUPPORT_LINKS: SidebarLink[] = [
  link('Notifications', 'portal.notifications', NotificationsNoneIcon),
  link('Support', 'support.index', HeadsetMicOutlinedIcon),
];

/** A link is current on its own path and below it (Sales covers /sales/{section}). */
export function isLinkActive(to: string, pathname: string): boolean {
  if (to === pathTo('portal.index')) return pathname === to;
  const base = to.replace(/\/(1|overview)$/, '');
  return pathname === to || pathname.startsWith(`${base}/`) || pathname === base;
}

/** Auto-expand "Show More" when the current route is one of the hidden secondary links. */
export function shouldExpandSecondary(pathname: string): boolean {
  return SECONDARY_LINKS.slice(SECONDARY_VISIBLE).some((item) => isLinkActive(item.to, pathname));
}

/** Sidebar breakpoint 1000 px, 1264 px on uploader paths. */
export const sidebarBreakpoint = (pathname: string): number => (pathname.startsWith('/uploader') ? 1264 : 1000);
